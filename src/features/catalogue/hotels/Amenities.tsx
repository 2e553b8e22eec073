/** What a hotel or a room offers, as a list named by `label`; nothing where it offers nothing. */
export function Amenities({ amenities, label }: { amenities: readonly string[]; label: string }) {
  if (!amenities.length) return null;
  return (
    <ul className="amenities" aria-label={label}>
      {amenities.map((amenity) => (
        <li key={amenity}>{amenity}</li>
      ))}
    </ul>
  );
}
