import { ConciergeBell, Globe, MessageCircle, Phone, Plug, type LucideIcon } from 'lucide-react';
import type { BookingSource } from '@shared/bookings';
import { Badge } from './ui/badge';
import { channelText } from './messages/booking-channels';

/** Each channel's icon: the web page, the desk, a WhatsApp chat, a phone's USSD menu, the API. */
export const CHANNEL_ICONS: Record<BookingSource, LucideIcon> = {
  online: Globe,
  owner: ConciergeBell,
  whatsapp: MessageCircle,
  ussd: Phone,
  api: Plug,
};

/**
 * The channels in the order the owner area shows them, read off the icons (which name every one):
 * the shared list would put itself on the booking page's first load, which shares its module.
 */
export const CHANNELS = Object.keys(CHANNEL_ICONS) as BookingSource[];

/** The channel's name in the language of the moment. */
export function channelLabel(source: BookingSource): string {
  return channelText(`channel.${source}`);
}

/** Where a booking came from, small beside its status (docs/decisions/0074). */
export function ChannelBadge({ source }: { source: BookingSource }) {
  const Icon = CHANNEL_ICONS[source];
  const label = channelLabel(source);
  return (
    <Badge
      tone="neutral"
      title={channelText('channel.label', { channel: label })}
      data-testid="booking-channel"
    >
      <Icon className="size-3" aria-hidden />
      {label}
    </Badge>
  );
}
