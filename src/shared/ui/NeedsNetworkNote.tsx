/** Why an action is off: it needs the network ('войти', 'добавить в корзину'). */
export function NeedsNetworkNote({ action }: { action: string }) {
  return (
    <p className="needs-network" role="status">
      Нет соединения — {action} можно, когда появится сеть.
    </p>
  );
}
