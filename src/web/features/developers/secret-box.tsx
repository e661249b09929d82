import { Copy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';

export interface SecretWords {
  copy: string;
  copied: string;
  copyFailed: string;
}

async function copySecret(secret: string, words: SecretWords) {
  try {
    await navigator.clipboard.writeText(secret);
    toast.success(words.copied);
  } catch {
    toast.error(words.copyFailed);
  }
}

/**
 * A secret to hand to another tool (an API key, a signing secret): it wraps inside its box at any
 * width, a tap selects all of it, and a button copies it.
 */
export function SecretBox({
  secret,
  words,
  testId,
}: {
  secret: string;
  words: SecretWords;
  testId: string;
}) {
  return (
    <div className="grid gap-3">
      <p
        className="rounded-xl border border-line bg-raised px-3 py-2.5 font-mono text-sm break-all select-all"
        data-testid={testId}
      >
        {secret}
      </p>
      <Button
        variant="outline"
        size="block"
        className="sm:w-auto sm:justify-self-start"
        onClick={() => void copySecret(secret, words)}
      >
        <Copy />
        {words.copy}
      </Button>
    </div>
  );
}
