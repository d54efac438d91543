import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { CloseIcon } from '../ui/icons';

/**
 * The reusable chat panel (spec §2 "Chat panel (reusable)"): the questionnaire uses it now and
 * the meal-plan assistant later. It only shows a conversation and reports what the person wants
 * to send; the screen that owns the conversation calls the AI and passes the new messages back.
 *
 * Spec §5: empty or whitespace-only messages cannot be sent, and nothing is sent while the AI is
 * typing. Enter sends, Shift+Enter starts a new line.
 */
export interface ChatPanelMessage {
  role: 'user' | 'assistant';
  content: string;
  /** ISO date-time; shown as local time. */
  timestamp?: string;
}

export interface ChatPanelProps {
  messages: readonly ChatPanelMessage[];
  /** Called with the trimmed text when the person sends a message. */
  onSend: (text: string) => void;
  /** Quick replies shown under the last message. */
  suggestions?: readonly string[];
  /** Called when a quick reply is chosen; without it, choosing one sends it as a message. */
  onSuggestion?: (suggestion: string) => void;
  /** The AI is preparing a reply: shows the typing indicator and holds back sending. */
  isTyping?: boolean;
  /** The conversation is over (a completed questionnaire): nothing can be sent. */
  disabled?: boolean;
  /** Something else is changing what the chat is about (a meal being swapped): sending waits. */
  isHeld?: boolean;
  /** Heading of the panel; without it the panel is named by `label`. */
  title?: string;
  /** Shows a close button when given. */
  onClose?: () => void;
  placeholder?: string;
  /** Accessible name of the message box. */
  inputLabel?: string;
  /** How the assistant is named to screen readers before each of its messages. */
  assistantName?: string;
  /** `floating`: over the page (the meal plan's assistant), with the overlay's shadow. */
  elevation?: 'card' | 'floating';
  /** Its size (`h-[...]`, `min-h-[...]`): the panel sets none. */
  className?: string;
}

function formatTime(timestamp: string | undefined): { iso: string; text: string } | null {
  if (!timestamp) return null;
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  return {
    iso: date.toISOString(),
    text: date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }),
  };
}

export function ChatPanel({
  messages,
  onSend,
  suggestions = [],
  onSuggestion,
  isTyping = false,
  disabled = false,
  isHeld = false,
  title,
  onClose,
  placeholder = 'Type your message...',
  inputLabel = 'Your message',
  assistantName = 'Assistant',
  elevation = 'card',
  className,
}: ChatPanelProps) {
  const [text, setText] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();

  const canSend = !disabled && !isTyping && !isHeld && text.trim().length > 0;
  const canChooseSuggestion = !disabled && !isTyping && !isHeld;

  // Keep the newest message (or the typing indicator) in view as the conversation grows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when these change
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, isTyping, suggestions.length]);

  // When the panel changes size (a phone turned, the window resized, quick replies wrapping),
  // stay on the newest message unless the person had scrolled up to read earlier ones.
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    let isAtBottom = true;
    const onScroll = () => {
      isAtBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 24;
    };
    const observer = new ResizeObserver(() => {
      if (isAtBottom) log.scrollTop = log.scrollHeight;
    });
    log.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(log);
    return () => {
      log.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, []);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter keeps the browser's new line; an IME composing text keeps Enter.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const choose = (suggestion: string) => {
    if (!canChooseSuggestion) return;
    if (onSuggestion) onSuggestion(suggestion);
    else onSend(suggestion);
  };

  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : 'Chat'}
      className={cn(
        'flex flex-col overflow-hidden rounded-card border border-border bg-card',
        elevation === 'floating' ? 'shadow-overlay' : 'shadow-card',
        className,
      )}
    >
      {title || onClose ? (
        <div className="flex items-center justify-between gap-3 border-border border-b bg-primary-soft px-4 py-3">
          {title ? (
            <h2 id={titleId} className="font-semibold text-lg text-primary-soft-foreground">
              {title}
            </h2>
          ) : (
            <span />
          )}
          {onClose ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={title ? `Close ${title}` : 'Close chat'}
              className="-my-1 -mr-2"
              onClick={onClose}
              data-print-hide=""
            >
              <CloseIcon />
            </Button>
          ) : null}
        </div>
      ) : null}

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={title ? `${title} conversation` : 'Conversation'}
        // Focusable so keyboard users can scroll the conversation (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
        tabIndex={0}
        // Positioned, so the screen-reader-only labels inside are clipped with the messages
        // instead of stretching the page.
        className="relative flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 py-4"
      >
        {messages.map((message, index) => (
          <MessageBubble
            // Messages are only ever appended, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
            key={index}
            message={message}
            assistantName={assistantName}
          />
        ))}
        {isTyping ? (
          <div className="flex justify-start" aria-hidden="true">
            <div className="flex items-center gap-1.5 rounded-2xl rounded-bl-sm bg-muted px-4 py-3.5">
              <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.3s]" />
              <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.15s]" />
              <span className="size-2 animate-bounce rounded-full bg-muted-foreground" />
            </div>
          </div>
        ) : null}
      </div>

      <div role="status" className="sr-only">
        {isTyping ? 'AI is typing' : ''}
      </div>

      {suggestions.length > 0 && !disabled ? (
        <ul aria-label="Suggested replies" className="flex flex-wrap gap-2 px-4 pb-3">
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <Button
                variant="outline"
                size="sm"
                shape="pill"
                text="wrap"
                disabled={!canChooseSuggestion}
                onClick={() => choose(suggestion)}
              >
                {suggestion}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      <form
        onSubmit={onSubmit}
        className="flex items-end gap-2 border-border border-t bg-card p-3"
        data-print-hide=""
      >
        <label htmlFor={inputId} className="sr-only">
          {inputLabel}
        </label>
        <textarea
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          disabled={disabled}
          rows={1}
          maxLength={4000}
          className={cn(
            'block max-h-40 min-h-11 w-full flex-1 resize-none rounded-control border border-input bg-card px-3 py-2 text-base text-foreground',
            'field-sizing-content placeholder:text-muted-foreground hover:border-muted-foreground',
            'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
          )}
        />
        <Button type="submit" disabled={!canSend}>
          Send
        </Button>
      </form>
    </section>
  );
}

function MessageBubble({
  message,
  assistantName,
}: {
  message: ChatPanelMessage;
  assistantName: string;
}) {
  const isUser = message.role === 'user';
  const time = formatTime(message.timestamp);
  return (
    <div className={cn('flex flex-col gap-1', isUser ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-line break-words rounded-2xl px-4 py-2.5 sm:max-w-[75%]',
          isUser
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{isUser ? 'You:' : `${assistantName}:`} </span>
        {message.content}
      </div>
      {time ? (
        <time dateTime={time.iso} className="px-1 text-muted-foreground text-sm">
          {time.text}
        </time>
      ) : null}
    </div>
  );
}
