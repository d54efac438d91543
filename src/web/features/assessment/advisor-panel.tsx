import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import {
  type AssessmentFormData,
  FALLBACK_HEALTH_GUIDANCE,
  type GuidanceSection,
  MAX_QUESTION_CHARS,
} from '#domain';
import { Button } from '../../components/ui/button';
import { CloseIcon, SparklesIcon } from '../../components/ui/icons';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { type GuidanceRequest, guidanceQueryOptions, SECTION_LABELS } from './guidance';

export const ADVISOR_PANEL_ID = 'ai-advisor-panel';

interface AdvisorPanelProps {
  /** The form section in view; a new section asks the advisor again. */
  section: GuidanceSection;
  /** The answers as they are now, read when the advisor is asked. */
  getFormData: () => AssessmentFormData;
  onClose: () => void;
  /** The button that opened the panel, to return focus to when it closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The AI advisor (spec §2 Assessment): a non-modal panel beside the form, so the person can keep
 * filling it in while reading. It answers for the section in view; if the advisor cannot be
 * reached it shows the spec's fallback guidance for that section (§8). Mount it only while open.
 */
export function AdvisorPanel({ section, getFormData, onClose, returnFocusRef }: AdvisorPanelProps) {
  const [request, setRequest] = useState<GuidanceRequest>(() => ({
    section,
    formData: getFormData(),
  }));
  // The section in view changed: ask about the new one (adjusting state during render, not in
  // an effect, so the old answer never shows under the new section).
  if (request.section !== section) setRequest({ section, formData: getFormData() });

  // While a new answer loads, the previous suggestions stay, so a pressed one keeps focus.
  const guidance = useQuery({ ...guidanceQueryOptions(request), placeholderData: (last) => last });
  const isTyping = guidance.isPending || guidance.isPlaceholderData;
  const reply = guidance.isError ? FALLBACK_HEALTH_GUIDANCE[request.section] : guidance.data;

  const [draft, setDraft] = useState('');
  const questionId = useId();
  const ask = (question: string) =>
    setRequest({ section: request.section, formData: getFormData(), question });
  const onAsk = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (question.length === 0 || isTyping) return;
    ask(question);
    setDraft('');
  };

  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const close = () => {
    const hadFocus = panelRef.current?.contains(document.activeElement) ?? false;
    onClose();
    if (hadFocus) returnFocusRef.current?.focus();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    headingRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div
      ref={panelRef}
      id={ADVISOR_PANEL_ID}
      role="dialog"
      aria-labelledby="ai-advisor-title"
      aria-describedby="ai-advisor-context"
      data-print-hide=""
      data-floating=""
      className={cn(
        'fixed inset-x-3 bottom-20 z-40 flex max-h-[70dvh] flex-col rounded-card border border-border bg-card shadow-overlay print:hidden',
        'sm:inset-x-auto sm:right-6 sm:bottom-24 sm:w-[26rem] lg:w-80',
      )}
    >
      <div className="flex items-start justify-between gap-3 border-border border-b px-5 py-4">
        <div className="flex items-start gap-3">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <SparklesIcon />
          </span>
          <div className="flex flex-col">
            <h2
              id="ai-advisor-title"
              ref={headingRef}
              tabIndex={-1}
              className="font-semibold text-foreground text-lg"
            >
              AI Health Advisor
            </h2>
            <p id="ai-advisor-context" className="text-muted-foreground text-sm">
              Helping with: {SECTION_LABELS[request.section]}
            </p>
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Close AI help"
          className="-mt-1 -mr-2"
          onClick={close}
        >
          <CloseIcon />
        </Button>
      </div>

      <div className="flex flex-col gap-4 overflow-y-auto px-5 py-4">
        <div
          role="log"
          aria-live="polite"
          aria-label="Advisor messages"
          className="flex flex-col gap-3"
        >
          {request.question ? (
            <p className="max-w-[85%] self-end rounded-card rounded-br-sm bg-primary px-4 py-2 text-primary-foreground">
              {request.question}
            </p>
          ) : null}
          {reply && !isTyping ? (
            <p className="max-w-[95%] self-start whitespace-pre-line rounded-card rounded-bl-sm bg-muted px-4 py-3 text-foreground">
              {reply.message}
            </p>
          ) : (
            <TypingIndicator />
          )}
          {guidance.isError ? (
            <p className="text-muted-foreground text-sm">
              The advisor could not be reached, so this is general guidance.
            </p>
          ) : null}
        </div>

        {reply && reply.suggestedTopics.length > 0 ? (
          <div className="flex flex-col gap-2">
            <h3 className="font-medium text-muted-foreground text-sm">Ask about</h3>
            <ul className="flex flex-wrap gap-2">
              {reply.suggestedTopics.map((topic) => (
                <li key={topic}>
                  <Button variant="outline" size="sm" text="wrap" onClick={() => ask(topic)}>
                    {topic}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <form
        onSubmit={onAsk}
        className="flex items-end gap-2 border-border border-t px-5 py-3"
        aria-label="Ask the advisor"
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={questionId} className="font-medium text-muted-foreground text-sm">
            Your question
          </label>
          <Input
            id={questionId}
            value={draft}
            maxLength={MAX_QUESTION_CHARS}
            placeholder="e.g. Does metformin affect food?"
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={draft.trim().length === 0 || isTyping}>
          Ask
        </Button>
      </form>
    </div>
  );
}

function TypingIndicator() {
  return (
    <div className="flex items-center gap-2 self-start rounded-card bg-muted px-4 py-3">
      <span className="sr-only">The advisor is typing…</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 animate-bounce rounded-full bg-muted-foreground"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
