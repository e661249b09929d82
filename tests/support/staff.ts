import { expect } from 'vitest';
import type { ownerWithBusiness } from './owners';
import { readJson } from './answers';

/** What the staff tests send and read back. */
export const AMINA = { name: 'Amina Otieno', email: 'amina@example.com' };

export interface StaffView {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  gender: string | null;
  shift: string | null;
  workload: number | null;
  specialties: string[];
  isActive: boolean;
  serviceIds: string[];
  bookingCount: number;
  upcomingCount: number;
  createdAt: string;
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

/** Adds a member through the owner API, as the Staff screen does. */
export async function createStaff(owner: Owner, body: object = AMINA): Promise<StaffView> {
  const response = await owner.client.post('/api/staff', body);
  expect(response.status).toBe(201);
  return (await readJson<{ member: StaffView }>(response)).member;
}

export function putStaff(owner: Owner, id: string, body: unknown) {
  return owner.client.request(`/api/staff/${id}`, { method: 'PUT', body });
}
