import type { ServerMessage } from '../../lib/i18n';

export const adminUserMessages = {
  lastAdmin: /*i18n*/ {
    id: 'admin.users.last_admin',
    message: 'This is the last administrator: make someone else an administrator first.',
  },
  ownFlag: /*i18n*/ {
    id: 'admin.users.own_flag',
    message: 'You cannot change your own administrator flag.',
  },
  selfSuspend: /*i18n*/ { id: 'admin.users.self_suspend', message: 'You cannot suspend your own account.' },
  reasonRequired: /*i18n*/ {
    id: 'admin.users.reason_required',
    message: 'Give the reason for the suspension.',
  },
} satisfies Record<string, ServerMessage>;
