import type { Deps } from '../../deps';
import { notifyUser } from '../notifications/index';
import { findUserById } from '../users/index';

type Notice = Parameters<typeof notifyUser>[1];

/**
 * Tells the driver of a series (docs/recurring.md): the notification, stored as its message id
 * and parameters and delivered like every other, and the same title and text by mail (the
 * commuter may not open the app between blocks). After the change has committed; never throws.
 */
export async function tellDriver(
  deps: Pick<Deps, 'db' | 'realtime' | 'config' | 'now' | 'events' | 'log' | 'mailer'>,
  notice: Notice,
): Promise<void> {
  try {
    const user = await findUserById(deps.db, notice.userId);
    if (!user) return;
    const view = await notifyUser(deps, notice, { language: user.language });
    // A dedupe key already used: told before, no second mail.
    if (!view) return;
    await deps.mailer.send({ to: user.email, subject: view.title, text: view.message });
  } catch (err) {
    deps.log.error({ err, type: notice.type, userId: notice.userId }, 'series notice failed');
  }
}
