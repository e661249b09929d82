import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '@shared/i18n/translate';

// a character no message holds, to find where each element goes in the translated text
const MARK = '\uE000';

/**
 * A message with elements inside it (a link, a <strong>): the sentence is one message, in each
 * language's own word order, with a placeholder where each element goes; each element brings its
 * own words. `rich(termsText, 'contact', { email: <a href={mailto}>{email}</a> }, { address })`.
 */
export function rich<Id extends string>(
  translate: (id: Id, values?: MessageValues) => string,
  id: NoInfer<Id>,
  elements: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const marks = Object.fromEntries(
    Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  return translate(id, { ...values, ...marks })
    .split(MARK)
    .map((part, index) =>
      index % 2 === 0 ? part : <Fragment key={index}>{elements[part]}</Fragment>,
    );
}
