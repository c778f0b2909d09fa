import type { AutomobileCreate, AutomobileUpdate } from '../../../domain/automobile-schemas';
import type { DbClock, Deps } from '../../deps';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors';
import { conflict, notFound, validationFailed } from '../../lib/errors';
import { automobileMessages } from './messages';
import {
  deleteAutomobile,
  detachReservations,
  findAutomobile,
  findByRegistration,
  hasOpenReservation,
  insertAutomobile,
  updateAutomobile,
  type Automobile,
} from './repository';

const registrationTaken = () => validationFailed({ registration_number: [automobileMessages.registrationTaken] });

export async function createAutomobile(deps: DbClock, userId: number, input: AutomobileCreate): Promise<Automobile> {
  if (await findByRegistration(deps.db, userId, input.registration_number)) throw registrationTaken();
  try {
    return await insertAutomobile(
      deps.db,
      {
        userId,
        registrationNumber: input.registration_number,
        make: input.make,
        model: input.model,
        vin: input.vin,
        heightCm: input.height_cm,
        lengthCm: input.length_cm,
      },
      deps.now(),
    );
  } catch (error) {
    // The same registration added twice at once: the unique index decides.
    if (isUniqueViolation(error)) throw registrationTaken();
    throw error;
  }
}

export async function getAutomobile(deps: Pick<Deps, 'db'>, userId: number, id: number): Promise<Automobile> {
  const automobile = await findAutomobile(deps.db, userId, id);
  if (!automobile) throw notFound();
  return automobile;
}

/** Absent fields stay as they are; the registration may be sent back only unchanged. */
export async function changeAutomobile(
  deps: DbClock,
  userId: number,
  id: number,
  input: AutomobileUpdate,
): Promise<Automobile> {
  const automobile = await getAutomobile(deps, userId, id);
  if (input.registration_number !== undefined && input.registration_number !== automobile.registrationNumber) {
    throw validationFailed({ registration_number: [automobileMessages.registrationImmutable] });
  }
  const changes = Object.fromEntries(
    Object.entries({
      make: input.make,
      model: input.model,
      vin: input.vin,
      heightCm: input.height_cm,
      lengthCm: input.length_cm,
    }).filter(([, v]) => v !== undefined),
  );
  // Deleted between the read and the change (a DELETE racing this PUT): gone, like an unknown id.
  const updated = await updateAutomobile(deps.db, automobile.id, changes, deps.now());
  if (!updated) throw notFound();
  return updated;
}

export async function removeAutomobile(deps: DbClock, userId: number, id: number): Promise<void> {
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      // The row lock makes a reservation being booked with this car wait, then be seen.
      const automobile = await findAutomobile(tx, userId, id, { lock: true });
      if (!automobile) throw notFound();
      if (await hasOpenReservation(tx, automobile.id, now)) throw conflict(automobileMessages.hasOpenReservations);
      await detachReservations(tx, automobile.id, now);
      await deleteAutomobile(tx, automobile.id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(automobileMessages.hasOpenReservations);
    throw error;
  }
}
