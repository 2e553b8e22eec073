/** The h1 / title of each fixed page of spec §2, as the client's routes show them. */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'Экскурсии, туры и отели Псковской области',
  '/cart/': 'Корзина',
  '/excursions/': 'Экскурсии',
  '/excursions/table/': 'Расписание экскурсий',
  '/excursions_old/': 'Каталог экскурсий',
  '/excursions_old/table/': 'Расписание экскурсий',
  '/hotels/': 'Отели',
  '/tours/': 'Туры',
  '/tours/table/': 'Расписание туров',
  '/order/': 'Оформление заказа',
  '/registration/': 'Регистрация',
  '/password-recovery/': 'Восстановление пароля',
  '/about/policy/': 'Политика конфиденциальности',
  '/about/comments/': 'Отзывы',
  '/login': 'Авторизация',
  '/login/': 'Авторизация',
  '/user/account/': 'Мои данные',
  '/user/tourists/': 'Мои туристы',
  '/user/password-change/': 'Смена пароля',
  '/user/orders/': 'История заказов',
};

export const NOT_FOUND_TITLE = 'Запрашиваемая страница не найдена';
