import type { Automobile } from './repository';

export type AutomobileResponse = {
  id: number;
  registration_number: string;
  make: string | null;
  model: string | null;
  vin: string | null;
};

export function presentAutomobile(automobile: Automobile): AutomobileResponse {
  return {
    id: automobile.id,
    registration_number: automobile.registrationNumber,
    make: automobile.make,
    model: automobile.model,
    vin: automobile.vin,
  };
}
