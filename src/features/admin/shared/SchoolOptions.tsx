/** The options of a school picker: a 'Select a school' placeholder, then the schools in the order given. */
export function SchoolOptions({ schools }: { schools: readonly { id: string; name: string }[] }) {
  return (
    <>
      <option value="">Select a school</option>
      {schools.map((school) => (
        <option key={school.id} value={school.id}>
          {school.name}
        </option>
      ))}
    </>
  );
}
