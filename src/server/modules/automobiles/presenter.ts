import type { AutomobileContract } from '../../../domain/contracts/automobiles';
import type { Automobile } from './repository';

export type AutomobileResponse = AutomobileContract;

export function presentAutomobile(automobile: Automobile): AutomobileResponse {
  return {
    id: automobile.id,
    registration_number: automobile.registrationNumber,
    make: automobile.make,
    model: automobile.model,
    vin: automobile.vin,
    height_cm: automobile.heightCm,
    length_cm: automobile.lengthCm,
  };
}
