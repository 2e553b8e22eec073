import './forms.css';

/** Messages that belong to the whole form (docs/product.md#errors: registration's `details.errors`), each in a box. */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert">
      <ul className="form-alert">
        {messages.map((message) => (
          <li key={message} className="callout form-alert__item">
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
