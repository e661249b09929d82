/** Stands in for the value while the message is read, so the value can be placed apart from it. */
const MARK = '\uE000';

/**
 * A message with one value in bold, such as an e-mail address: the message is read in the current
 * language with a mark where the value goes, and the value is put there in <strong>.
 */
export function Emphasised({
  message,
  value,
}: {
  message: (mark: string) => string;
  value: string;
}) {
  const [before = '', ...after] = message(MARK).split(MARK);
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after.join(value)}
    </>
  );
}
