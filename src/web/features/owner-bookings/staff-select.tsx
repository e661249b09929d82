import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { useStaff } from '../staff/use-staff';
import { bookingsText } from './messages/owner-bookings-screens';

export const NO_STAFF = 'none';

/** Who takes the booking: any active member who performs the service (none listed = all), or no one. */
export function StaffSelect({
  serviceId,
  value,
  onChange,
}: {
  serviceId: string;
  value: string;
  onChange: (staffId: string) => void;
}) {
  const staff = useStaff();
  const members = (staff.data?.staff ?? []).filter(
    (member) =>
      member.isActive && (member.serviceIds.length === 0 || member.serviceIds.includes(serviceId)),
  );
  const options = [
    { value: NO_STAFF, label: bookingsText('staff.none') },
    ...members.map((member) => ({ value: member.id, label: member.name })),
  ];
  return (
    <Field label={bookingsText('staff.label')}>
      <Select options={options} value={value} onValueChange={onChange} />
    </Field>
  );
}
