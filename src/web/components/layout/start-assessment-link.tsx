import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { buttonVariants } from '../ui/button-variants';

/** The call to action of a screen that needs the assessment first. */
export function StartAssessmentLink() {
  return (
    <Link to={paths.assessment.getHref()} className={buttonVariants({ size: 'lg' })}>
      Start Health Assessment
    </Link>
  );
}
