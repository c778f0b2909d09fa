import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LinkProps } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  Bell,
  CalendarClock,
  Car,
  CircleLetterP,
  CircleQuestionMark,
  HandCoins,
  IdCard,
  Info,
  MapPin,
  ScrollText,
  Star,
  UserRound,
  Users,
  UserX,
  Wallet,
} from 'lucide-react';

export type MenuEntry = { to: LinkProps['to']; label: MessageDescriptor; icon: LucideIcon };

export const userEntries: MenuEntry[] = [
  { to: '/account', label: msg`Account`, icon: UserRound },
  { to: '/notifications', label: msg`Notifications`, icon: Bell },
  { to: '/automobiles', label: msg`Automobiles`, icon: Car },
  { to: '/driving-licenses', label: msg`Driving licenses`, icon: IdCard },
  { to: '/locations', label: msg`Locations`, icon: MapPin },
  { to: '/credits', label: msg`Credits`, icon: Wallet },
  { to: '/how-it-works', label: msg`How it works`, icon: CircleQuestionMark },
  { to: '/about', label: msg`About Loc Liber`, icon: Info },
];

export const adminEntries: MenuEntry[] = [
  { to: '/admin/users', label: msg`Users`, icon: Users },
  { to: '/admin/automobiles', label: msg`Automobiles`, icon: Car },
  { to: '/admin/reservations', label: msg`Reservations`, icon: CalendarClock },
  { to: '/admin/parking-lots', label: msg`Parking Lots`, icon: CircleLetterP },
  { to: '/admin/transactions', label: msg`Transactions`, icon: ArrowLeftRight },
  { to: '/admin/credit-requests', label: msg`Credit requests`, icon: HandCoins },
  { to: '/admin/locations', label: msg`Locations`, icon: MapPin },
  { to: '/admin/ratings', label: msg`Reported ratings`, icon: Star },
  { to: '/admin/owners-out-of-search', label: msg`Owners out of search`, icon: UserX },
  { to: '/admin/audit', label: msg`Audit log`, icon: ScrollText },
];
