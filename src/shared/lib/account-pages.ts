/** The four account pages of the profile menu (spec §2 "Header"). */
export const ACCOUNT_PAGES = [
  { to: '/user/account/', title: 'Мои данные' },
  { to: '/user/tourists/', title: 'Мои туристы' },
  { to: '/user/password-change/', title: 'Смена пароля' },
  { to: '/user/orders/', title: 'История заказов' },
] as const;
