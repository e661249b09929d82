import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import words from '../../../scripts/eslint/words-in-catalogues.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const words_ = { messageId: 'words' } as const;

tester.run('words-in-catalogues', words.rules['words-in-catalogues'], {
  valid: [
    "const a = <p>{text('title')}</p>;",
    "const a = <input placeholder={text('name')} aria-label={text('name')} />;",
    'const a = <p>{count} · {total}</p>;',
    'const a = <span>Miadi</span>; const b = <b>M-Pesa</b>;',
    'const a = <div className="grid gap-2" data-testid="ticket-code" />;',
    "toast.error(text('failed'));",
    "throw new ApiError(404, 'not_found', refusals('notFound'));",
    "const a = <p>{'→'}</p>;",
  ],
  invalid: [
    { code: 'const a = <p>Choose a service</p>;', errors: [words_] },
    { code: 'const a = <input placeholder="Your name" />;', errors: [words_] },
    { code: "const a = <button aria-label={'Close'} />;", errors: [words_] },
    { code: 'const a = <img alt={`Photo of ${name}`} />;', errors: [words_] },
    { code: "const a = <p>{'Nothing here'}</p>;", errors: [words_] },
    { code: "toast.success('Saved');", errors: [words_] },
    { code: "toast('Booking moved');", errors: [words_] },
    { code: "throw new ApiError(404, 'not_found', 'Booking not found');", errors: [words_] },
    { code: 'const a = <p>Habari za asubuhi</p>;', errors: [words_] },
  ],
});
