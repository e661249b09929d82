import { useState } from 'react';
import { BOOKING_TOASTS } from '@shared/owner-bookings';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../lib/toast';
import { formatDay } from '@shared/format/dates';
import { SlotPicker } from './slot-picker';
import { StaffSelect, NO_STAFF } from './staff-select';
import { useMoveBooking, type OwnerBooking } from './use-bookings';
import { bookingsText } from './messages/owner-bookings-screens';

function MoveForm({ booking, onDone }: { booking: OwnerBooking; onDone: () => void }) {
  const [date, setDate] = useState(booking.date);
  const [staffId, setStaffId] = useState(booking.staffId ?? NO_STAFF);
  const [time, setTime] = useState('');
  const move = useMoveBooking();
  const chosenStaff = staffId === NO_STAFF ? '' : staffId;
  const now = { day: formatDay(booking.date), time: booking.time };
  const save = () =>
    move.mutate(
      { id: booking.id, input: { date, time, staffId: chosenStaff || null } },
      {
        onSuccess: onDone,
        onError: (error) => toast.error(`${BOOKING_TOASTS.moveFailed}: ${error.message}`),
      },
    );
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">
        {booking.staffName
          ? bookingsText('move.nowWith', { ...now, name: booking.staffName })
          : bookingsText('move.now', now)}
      </p>
      <Field label={bookingsText('move.day')}>
        <Input
          type="date"
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
          }}
        />
      </Field>
      <StaffSelect
        serviceId={booking.serviceId}
        value={staffId}
        onChange={(value) => {
          setStaffId(value);
          setTime('');
        }}
      />
      <div className="grid gap-1.5">
        <p className="text-sm font-medium">{bookingsText('move.time')}</p>
        <SlotPicker
          serviceId={booking.serviceId}
          staffId={chosenStaff}
          date={date}
          movingBookingId={booking.id}
          value={time}
          onChange={setTime}
          error={move.error?.message}
        />
      </div>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">{bookingsText('move.cancel')}</Button>
        </DialogClose>
        <Button onClick={save} disabled={!time || move.isPending}>
          {bookingsText(move.isPending ? 'move.moving' : 'move.save')}
        </Button>
      </div>
    </div>
  );
}

/** Moves a booking to another day, time or staff member, by the same rules as a new booking. */
export function MoveBookingDialog({
  booking,
  onClose,
}: {
  booking: OwnerBooking | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && onClose()}>
      {booking ? (
        <DialogContent
          title={bookingsText('move.title')}
          description={bookingsText('move.description', {
            service: booking.serviceName,
            client: booking.customerName,
          })}
        >
          <MoveForm key={booking.id} booking={booking} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
