/** The account pages of the profile menu (docs/product.md#header), the traveller's own trips first (issue 26). */
export const ACCOUNT_PAGES = [
  { to: '/user/trips/', title: 'Мои поездки' },
  { to: '/user/account/', title: 'Мои данные' },
  { to: '/user/tourists/', title: 'Мои туристы' },
  { to: '/user/password-change/', title: 'Смена пароля' },
  { to: '/user/orders/', title: 'История заказов' },
] as const;
