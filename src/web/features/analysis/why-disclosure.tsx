import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons';
import type { SourceRowView } from './sources';

export interface WhyDisclosureProps {
  /** What the target is about ('Sodium'): completes the summary for screen readers. */
  subject: string;
  /** The rule in words. */
  rule: ReactNode;
  /** The permanent rule id, when the target has one. */
  ruleId?: string | undefined;
  /** Why it applies to this person: condition names, medicines, 'general guideline'. */
  appliesBecause?: readonly string[] | undefined;
  notes?: readonly string[] | undefined;
  sources: readonly SourceRowView[];
  /** The visible summary; 'Why this target?' unless told. */
  summary?: string;
}

/** "Why this target?": the rule behind a number and the published source it comes from. */
export function WhyDisclosure({
  subject,
  rule,
  ruleId,
  appliesBecause = [],
  notes = [],
  sources,
  summary = 'Why this target?',
}: WhyDisclosureProps) {
  return (
    <details className="group mt-3 rounded-control border border-border bg-background print:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-control px-3 py-2 font-medium text-primary hover:bg-primary-soft [&::-webkit-details-marker]:hidden">
        <span>
          {summary}
          <span className="sr-only"> ({subject})</span>
        </span>
        <ChevronDownIcon className="transition-transform group-open:rotate-180" />
      </summary>
      <div className="flex flex-col gap-3 border-border border-t px-3 py-3 text-foreground">
        <p>
          <span className="font-semibold">Rule: </span>
          {rule}
        </p>
        {appliesBecause.length > 0 ? (
          <p>
            <span className="font-semibold">Applies because of: </span>
            {appliesBecause.join(', ')}
          </p>
        ) : null}
        {notes.map((note) => (
          <p key={note} className="text-muted-foreground">
            {note}
          </p>
        ))}
        {ruleId ? (
          <p className="text-muted-foreground text-sm">
            Rule id: <code className="font-mono">{ruleId}</code>
          </p>
        ) : null}
        <div>
          <p className="font-semibold">{sources.length === 1 ? 'Source' : 'Sources'}</p>
          {sources.length > 0 ? (
            <ul className="mt-1 flex flex-col gap-2">
              {sources.map((source) => (
                <li key={source.id} className="text-sm">
                  <span className="font-medium">
                    {source.id} · {source.title}
                  </span>
                  <br />
                  <cite className="text-muted-foreground not-italic">{source.citation}</cite>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground text-sm">
              General dietary guidance for adults; no single published source is cited for it.
            </p>
          )}
        </div>
      </div>
    </details>
  );
}
