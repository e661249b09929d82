import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';

/**
 * A page's main action on phones: it floats above the tab bar, within thumb reach, on the left
 * (help sits on the right). On wider screens the page header carries the same action instead.
 */
export function FloatingAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      size="lg"
      onClick={onClick}
      className="fixed bottom-[calc(6.25rem+env(safe-area-inset-bottom))] left-4 z-20 rounded-full! shadow-xl md:hidden"
    >
      <Plus />
      {label}
    </Button>
  );
}
