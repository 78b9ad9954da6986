import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';

/**
 * What passport keeps in the session (PostgreSQL) for a signed-in dealer: the dealer's id only,
 * restored as `request.user` on each request without a database read.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: Express.User, done: (error: Error | null, id?: string) => void): void {
    done(null, user.dealerId);
  }

  deserializeUser(
    dealerId: unknown,
    done: (error: Error | null, user?: Express.User | false) => void,
  ): void {
    done(null, typeof dealerId === 'string' ? { dealerId } : false);
  }
}
