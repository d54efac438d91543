import { Link } from 'react-router';
import { paths } from '../config/paths';
import { buttonVariants } from './ui/button-variants';

/** When changing an answer is the way on: links to the two screens where the answers are given. */
export function ReviewAnswersLinks({ size }: { size?: 'sm' }) {
  const className = buttonVariants({ variant: 'outline', ...(size ? { size } : {}) });
  return (
    <>
      <Link to={paths.preferences.getHref()} className={className}>
        Review Food Preferences
      </Link>
      <Link to={paths.assessment.getHref()} className={className}>
        Review Assessment
      </Link>
    </>
  );
}
