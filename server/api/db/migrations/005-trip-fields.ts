/**
 * Fills the trip fields of order items written before they existed: an excursion's meeting point
 * (its text, its location's address and coordinates) and length, a room's hotel. Items are matched
 * by their site path, which ends with the excursion's or the room type's slug.
 */
export const FILL_TRIP_FIELDS = `
  UPDATE order_item SET
    meeting_point = (
      SELECT json_object('text', x.meeting_point, 'address', l.address, 'latitude', l.latitude, 'longitude', l.longitude)
      FROM excursion x JOIN location l ON l.id = x.location_id
      WHERE order_item.url LIKE '%/' || x.slug || '/'),
    duration_minutes = (SELECT x.duration_minutes FROM excursion x WHERE order_item.url LIKE '%/' || x.slug || '/')
  WHERE type = 'excursion';
  UPDATE order_item SET
    meeting_point = (
      SELECT json_object('text', h.title, 'address', h.address, 'latitude', h.latitude, 'longitude', h.longitude)
      FROM hotel h WHERE order_item.url LIKE '/hotels/' || h.slug || '/%')
  WHERE type = 'room';`;
