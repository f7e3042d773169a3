import type { FastifyInstance } from 'fastify';
import { PublicUploadStore } from '../../storage/public-upload-store';
import { ValueListService } from '../value-lists/value-list-service';
import { UserAccountRepository } from './user-account-repository';
import { UserAccountService } from './user-account-service';

/** Wires the account service from the app's shared services (users routes, avatar, social). */
export function createUserAccountService(app: FastifyInstance): UserAccountService {
  const { db, users, localization, config, permissions } = app.services;
  return new UserAccountService(
    new UserAccountRepository(db),
    users,
    new ValueListService(localization),
    new PublicUploadStore(config.storageDir),
    permissions,
  );
}
