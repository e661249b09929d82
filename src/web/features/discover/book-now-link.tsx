import { CalendarPlus } from 'lucide-react';
import { buttonClass, type ButtonSize } from '../../components/ui/button-styles';
import { toast } from '../../lib/toast';
import { discoverText } from './messages/discover-screens';

/** Opens the business's booking page in a new tab; this tab stays on the map. */
export function BookNowLink({
  businessId,
  size = 'md',
  className,
}: {
  businessId: string;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <a
      href={`/book/${encodeURIComponent(businessId)}`}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => toast.info(discoverText('book.opening'))}
      className={buttonClass('accent', size, className)}
    >
      <CalendarPlus aria-hidden />
      {discoverText('book.now')}
    </a>
  );
}
