import { EMAIL_TYPE_INFO, EMAIL_TYPES } from '#domain';
import { Card } from '../../components/ui/card';
import { emailPreviewUrl } from './email-test-api';

/** The four emails the app sends, each with its description and a preview rendered by the server. */
export function EmailTemplates() {
  return (
    <section aria-labelledby="email-templates-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="email-templates-heading" className="font-semibold text-2xl text-foreground">
          Email templates
        </h2>
        <p className="max-w-2xl text-muted-foreground">
          Every email the app sends, shown with sample data. Previews run no scripts and load
          nothing from elsewhere.
        </p>
      </div>
      <ul className="flex flex-col gap-6">
        {EMAIL_TYPES.map((type) => {
          const { label, description } = EMAIL_TYPE_INFO[type];
          const previewUrl = emailPreviewUrl(type);
          return (
            <li key={type}>
              <Card className="grid gap-4 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-6">
                <div className="flex flex-col gap-2">
                  <h3 className="font-semibold text-foreground text-lg">{label}</h3>
                  <p className="text-muted-foreground">{description}</p>
                  <p className="text-muted-foreground text-sm">
                    Type <code className="font-mono text-foreground">{type}</code>
                  </p>
                  <a
                    href={previewUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="self-start font-medium text-primary underline underline-offset-4"
                  >
                    Open the preview full size
                    <span className="sr-only"> ({label} email, opens in a new tab)</span>
                  </a>
                </div>
                <iframe
                  title={`Preview of the ${label} email`}
                  src={previewUrl}
                  sandbox=""
                  loading="lazy"
                  className="h-120 w-full rounded-control border border-border bg-card lg:w-150"
                />
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
