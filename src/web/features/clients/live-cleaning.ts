import { useState, type ChangeEvent, type FocusEvent } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { cleanClientField, type ClientField, type ClientInput } from '@shared/clients';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

type Outcome = 'unchanged' | 'stripped' | 'emptied';

/**
 * Puts the cleaned value in the element itself, so the owner sees it at once; the caret stays where
 * it was, less what was removed. Says whether characters were removed (not just case or spaces), and
 * whether that left nothing.
 */
function cleanInPlace(element: TextElement, field: ClientField, isTyping: boolean): Outcome {
  const before = element.value;
  const after = cleanClientField(field, before, { isTyping });
  if (after === before) return 'unchanged';
  // an e-mail input has no caret position to read or set
  const caret = element.selectionStart;
  element.value = after;
  if (caret !== null && document.activeElement === element) {
    const position = Math.max(0, Math.min(after.length, caret - (before.length - after.length)));
    element.setSelectionRange(position, position);
  }
  const removed = isTyping ? before.length - after.length : before.trim().length - after.length;
  if (field === 'phone' || removed <= 0) return 'unchanged';
  return after.trim() ? 'stripped' : 'emptied';
}

/**
 * register() for the client form with the live cleaning of docs/product/owner-area.md §5 Validation: on each keystroke and when the
 * field is left, the value is cleaned by the same function the API applies.
 */
export function useLiveCleaning(register: UseFormRegister<ClientInput>) {
  const [stripped, setStripped] = useState<ReadonlySet<ClientField>>(new Set());
  // the name the cleaning emptied: the spec's 'Name cannot be empty after validation', not 'required'
  const [isNameEmptied, setNameEmptied] = useState(false);
  const note = (field: ClientField, element: TextElement, outcome: Outcome) => {
    if (outcome !== 'unchanged') {
      setStripped((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
    }
    if (field === 'name') {
      setNameEmptied(outcome === 'emptied' || (isNameEmptied && !element.value.trim()));
    }
  };

  function cleaned(field: ClientField) {
    const registered = register(field);
    return {
      ...registered,
      onChange: (event: ChangeEvent<TextElement>) => {
        note(field, event.target, cleanInPlace(event.target, field, true));
        return registered.onChange(event);
      },
      onBlur: (event: FocusEvent<TextElement>) => {
        note(field, event.target, cleanInPlace(event.target, field, false));
        // react-hook-form reads the element's value on blur too, so it keeps the trimmed one
        return registered.onBlur(event);
      },
    };
  }

  return { cleaned, wasStripped: (field: ClientField) => stripped.has(field), isNameEmptied };
}
