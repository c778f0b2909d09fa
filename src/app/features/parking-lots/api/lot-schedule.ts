import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WeeklyScheduleContract } from '../../../../domain/contracts/parking-lots';
import { call } from '../../../lib/api-call';
import { finderKeys } from '../../../lib/query-keys';
import { parkingLotKeys } from './get-my-parking-lots';

/** A lot's weekly schedule: intervals of day 1-7 (Monday = 1), 'HH:mm' to 'HH:mm' local. */
export type WeeklySchedule = WeeklyScheduleContract;
export type ScheduleInterval = WeeklySchedule['weekly'][number];

export const lotScheduleKey = (id: number) => [...parkingLotKeys.detail(id), 'schedule'] as const;

/** GET /parking-lots/{id}/schedule ({weekly: []} when the lot has none). */
export const getLotSchedule = (id: number) => call('GET /parking-lots/{id}/schedule', { params: { id } });

export const lotScheduleQuery = (id: number) =>
  queryOptions({ queryKey: lotScheduleKey(id), queryFn: () => getLotSchedule(id) });

export const useLotSchedule = (id: number) => useQuery(lotScheduleQuery(id));

/** PUT /parking-lots/{id}/schedule: the whole week at once; [] removes the schedule. */
export const putLotSchedule = (id: number, schedule: WeeklySchedule) =>
  call('PUT /parking-lots/{id}/schedule', { params: { id }, json: schedule });

export function useSaveLotSchedule(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: WeeklySchedule) => putLotSchedule(id, schedule),
    onSuccess: async (saved) => {
      queryClient.setQueryData(lotScheduleKey(id), saved);
      // The lot's free periods follow the schedule; searches made before are wrong about it.
      queryClient.removeQueries({ queryKey: finderKeys.all });
      await queryClient.invalidateQueries({ queryKey: parkingLotKeys.detail(id), exact: true });
    },
  });
}
