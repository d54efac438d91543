import { paths } from '../../config/paths';
import { APP_NAME, COPYRIGHT_YEAR } from '../../config/site';
import { useAppConfig } from '../../lib/app-config';

export const FOOTER_DISCLAIMER =
  'This app gives general dietary guidance only. It is not a substitute for professional medical advice, diagnosis or treatment: talk to your doctor or dietitian before changing your diet, medication or treatment.';

/** `showsMailbox`: the local mailbox link once the config says there is one (the default). */
export function Footer({ showsMailbox = true }: { showsMailbox?: boolean }) {
  const config = useAppConfig();
  return (
    <footer data-site-footer="" className="mt-auto border-border border-t bg-card">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-8 text-muted-foreground text-sm sm:px-6">
        <p className="max-w-3xl">{FOOTER_DISCLAIMER}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {COPYRIGHT_YEAR} {APP_NAME}
          </p>
          {showsMailbox && config?.email.mailbox ? (
            // Served by the API server, not the SPA: a plain link makes the browser load it.
            <a
              href={paths.devMailbox.getHref()}
              className="text-primary underline underline-offset-4"
            >
              Local mailbox
            </a>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
