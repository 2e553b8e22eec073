import type { Db } from '../db/connection.ts';
import { createAccessDenylistRepository } from './access-denylist.ts';
import { createCartsRepository } from './carts.ts';
import { createContentRepository } from './content.ts';
import { createEmailCodesRepository } from './email-codes.ts';
import { createExcursionsRepository } from './excursions.ts';
import { createFeedbackRepository } from './feedback.ts';
import { createHotelsRepository } from './hotels.ts';
import { createLookupsRepository } from './lookups.ts';
import { createOrdersRepository } from './orders.ts';
import { createOutboxRepository } from './outbox.ts';
import { createPaymentsRepository } from './payments.ts';
import { createRefreshTokensRepository } from './refresh-tokens.ts';
import { createRestoreTokensRepository } from './restore-tokens.ts';
import { createSecretsRepository } from './secrets.ts';
import { createToursRepository } from './tours.ts';
import { createTouristsRepository } from './tourists.ts';
import { createUsersRepository } from './users.ts';

/** Every table's SQL, one repository a subject; handlers and plugins read and write through these. */
export function createRepositories(db: Db) {
  return {
    accessDenylist: createAccessDenylistRepository(db),
    carts: createCartsRepository(db),
    content: createContentRepository(db),
    emailCodes: createEmailCodesRepository(db),
    excursions: createExcursionsRepository(db),
    feedback: createFeedbackRepository(db),
    hotels: createHotelsRepository(db),
    lookups: createLookupsRepository(db),
    orders: createOrdersRepository(db),
    outbox: createOutboxRepository(db),
    payments: createPaymentsRepository(db),
    refreshTokens: createRefreshTokensRepository(db),
    restoreTokens: createRestoreTokensRepository(db),
    secrets: createSecretsRepository(db),
    tours: createToursRepository(db),
    tourists: createTouristsRepository(db),
    users: createUsersRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
