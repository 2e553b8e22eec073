import { transaction } from '../../db/connection.ts';
import type { FastifyPluginAsync } from 'fastify';
import { contract } from '../../contract/route-schemas.ts';
import type { Call } from '../../contract/types.ts';
import { orderNumber, serializeOrder } from '../../domain/orders.ts';
import { AT_PREFIX } from '../../plugins/django-paths.ts';
import { cartAdditions } from './add-items.ts';
import { cartView } from './cart-view.ts';
import { orderLetter } from './order-letter.ts';
import { orderPlacing } from './place-order.ts';
import { cartSessions, setSessionCookie } from './sessions.ts';

const idList = (raw: string | undefined): number[] => (raw ? raw.split(',').map(Number) : []);

/** `/api/cart/…`: the session's cart, adding and removing lines, and ordering it. */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const { repositories } = app;
  const sessions = cartSessions(repositories.carts);
  const view = cartView(repositories);
  const cancellationTerms = () =>
    repositories.content.siteConfig().find((row) => row.key === 'ORDER_CANCELLATION_TERMS')?.value ?? '';
  const add = cartAdditions(repositories);
  const place = orderPlacing(app.db, repositories, {
    holds: app.holds,
    unpaidPerAddress: app.unpaidOrdersPerAddress,
  });

  app.get<Call<'getCart'>>('/', { ...contract('getCart'), ...AT_PREFIX }, async (request, reply) => {
    const sessionId = sessions.resolve(request.query.sessionid);
    if (sessionId !== request.query.sessionid) setSessionCookie(reply, sessionId);
    return view.whole(sessionId);
  });

  app.delete<Call<'deleteCartItems'>>(
    '/',
    { ...contract('deleteCartItems'), ...AT_PREFIX },
    async (request) => {
      const { query } = request;
      const sessionId = sessions.resolve(query.sessionid);
      transaction(app.db, () => {
        repositories.carts.remove(sessionId, 'tour', idList(query.tours));
        repositories.carts.remove(sessionId, 'room', idList(query.rooms));
        repositories.carts.remove(sessionId, 'excursion', idList(query.excursions));
      })();
      return view.whole(sessionId);
    },
  );

  app.patch<Call<'addExcursionToCart'>>('/excursion/', contract('addExcursionToCart'), async (request) => {
    const sessionId = sessions.resolve(request.query.sessionid);
    add.putEvent(sessionId, 'excursion', request.body);
    return view.excursionPart(sessionId);
  });

  app.patch<Call<'addTourToCart'>>('/tour/', contract('addTourToCart'), async (request) => {
    const sessionId = sessions.resolve(request.query.sessionid);
    add.putEvent(sessionId, 'tour', request.body);
    return view.tourPart(sessionId);
  });

  app.patch<Call<'addRoomToCart'>>('/room/', contract('addRoomToCart'), async (request) => {
    const sessionId = sessions.resolve(request.query.sessionid);
    add.putRoom(sessionId, request.body);
    return view.hotelPart(sessionId);
  });

  app.post<Call<'createOrder'>>(
    '/order/',
    { ...contract('createOrder'), preValidation: app.auth.identified },
    async (request, reply) => {
      const order = place(
        sessions.resolve(request.query.sessionid),
        { userId: request.userId, address: request.ip },
        request.body,
      );
      const answer = serializeOrder(order, repositories.orders.items(order.id));
      app.mail.send(
        'order',
        answer.customer.email,
        `Заказ ${orderNumber(order.id)} оформлен`,
        orderLetter(request, answer, cancellationTerms()),
      );
      reply.code(201);
      return answer;
    },
  );
};
