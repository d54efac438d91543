import { type KeyboardEvent, useState } from 'react';
import { Input, type InputProps } from './input';

const SEPARATOR = ', ';

const splitItems = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

/**
 * The list with what was being typed made an item of its own: items trimmed, empty ones and
 * repeats (ignoring case) dropped, and a separator at the end so the next item starts fresh.
 * Returns `added`: the items that were not in the list before.
 */
export function commitListText(text: string): { text: string; added: string[] } {
  const items: string[] = [];
  for (const item of splitItems(text)) {
    if (!items.some((kept) => kept.toLowerCase() === item.toLowerCase())) items.push(item);
  }
  const lastSeparator = text.lastIndexOf(',');
  const before = new Set(
    splitItems(lastSeparator === -1 ? '' : text.slice(0, lastSeparator)).map((item) =>
      item.toLowerCase(),
    ),
  );
  const typed = splitItems(lastSeparator === -1 ? text : text.slice(lastSeparator + 1));
  return {
    text: items.length > 0 ? `${items.join(SEPARATOR)}${SEPARATOR}` : '',
    added: typed.filter((item) => !before.has(item.toLowerCase())),
  };
}

export interface ListInputProps extends InputProps {
  /** The list after Enter made the typed text an item (the form sets its field to it). */
  onListChange: (text: string) => void;
}

/**
 * A comma-separated list typed as text (medications, allergies, foods). Enter adds what is being
 * typed to the list and leaves the cursor ready for the next item, instead of submitting the
 * form; a status message tells screen-reader users what was added. Every other key, and Enter
 * in any other field, behave as usual.
 */
export function ListInput({ onListChange, onKeyDown, ...props }: ListInputProps) {
  const [announcement, setAnnouncement] = useState('');
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const input = event.currentTarget;
    const { text, added } = commitListText(input.value);
    if (text !== input.value) onListChange(text);
    setAnnouncement(added.length > 0 ? `Added ${added.join(', ')}.` : '');
  };
  return (
    <>
      <Input autoComplete="off" enterKeyHint="enter" {...props} onKeyDown={handleKeyDown} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
