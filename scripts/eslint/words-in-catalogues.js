/**
 * Words a person reads live in the catalogues (docs/decisions/0071), never in a component or a
 * refusal: text between JSX tags, a string in an attribute a person reads or hears (title,
 * placeholder, alt, aria-label...), a string put straight into JSX, a toast's message and an
 * ApiError's message. Names that are the same in every language (Miadi, M-Pesa, WhatsApp) and text
 * with no letters in it (punctuation, figures, symbols) are not words to translate.
 */
const READ_ATTRIBUTES = new Set([
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);
const SAME_IN_EVERY_LANGUAGE =
  /\b(Miadi|M-Pesa|WhatsApp|Paystack|Google|Facebook|KES|USSD|SMS|PDF|CSV|QR)\b/g;

function hasWords(text) {
  return /\p{L}/u.test(text.replace(SAME_IN_EVERY_LANGUAGE, ''));
}

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join(' ');
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Words a person reads come from a catalogue' },
    messages: {
      words:
        'Words a person reads belong in a catalogue (docs/decisions/0071): "{{text}}". Put them in a name.en.json / name.sw.json pair and ask for them by id.',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'words', data: { text: text.trim().slice(0, 40) } });
    const check = (node) => {
      const text = literalText(node);
      if (text !== null && hasWords(text)) report(node, text);
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal') check(node.value);
        else if (node.value.type === 'JSXExpressionContainer') check(node.value.expression);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment')
          check(node.expression);
      },
      // toast('...'), toast.error('...'), and the like
      CallExpression(node) {
        const callee = node.callee;
        const isToast =
          (callee.type === 'Identifier' && callee.name === 'toast') ||
          (callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'toast');
        if (isToast) check(node.arguments[0]);
      },
      // new ApiError(status, code, 'message')
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'ApiError')
          check(node.arguments[2]);
      },
    };
  },
};

export default { rules: { 'words-in-catalogues': rule } };
