import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  emptyStaffForm,
  specialtyProblem,
  StaffFormSchema,
  staffFormToInput,
  withSpecialty,
} from './staff';

describe('specialties', () => {
  it('adds a trimmed specialty, ignoring blank and repeated ones in any case', () => {
    let list = withSpecialty([], '  Box braids ');
    list = withSpecialty(list, 'BOX BRAIDS');
    list = withSpecialty(list, '   ');
    list = withSpecialty(list, 'Cornrows');
    expect(list).toEqual(['Box braids', 'Cornrows']);
  });

  it('says why a specialty cannot be added, and never for a blank or repeated one', () => {
    expect(specialtyProblem([], 's'.repeat(51))).toBe(
      'Each specialty must be at most 50 characters',
    );
    const full = Array.from({ length: 20 }, (_, i) => `Skill ${i}`);
    expect(specialtyProblem(full, 'One more')).toBe(
      'A staff member can have at most 20 specialties',
    );
    expect(specialtyProblem(full, 'skill 3')).toBeNull();
    expect(specialtyProblem(full, ' ')).toBeNull();
  });
});

describe('the staff form', () => {
  it('requires name and email with the spec messages', () => {
    const result = safeParse(StaffFormSchema, emptyStaffForm());
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
    ]);
  });

  it.each(['169', '-1', '4.5', 'abc', '1000'])('refuses a workload of %j', (workload) => {
    const result = safeParse(StaffFormSchema, {
      ...emptyStaffForm(),
      name: 'Amina',
      email: 'amina@example.com',
      workload,
    });
    expect(result.error?.issues[0]?.message).toBe('Workload must be between 0 and 168 hours');
  });

  it('becomes the API body: blanks as nothing, the workload a number', () => {
    const form = {
      ...emptyStaffForm(),
      name: 'Amina',
      email: 'amina@example.com',
      workload: ' 40 ',
    };
    expect(staffFormToInput(form)).toEqual({
      name: 'Amina',
      email: 'amina@example.com',
      phone: null,
      gender: null,
      shift: null,
      workload: 40,
      specialties: [],
      isActive: true,
      serviceIds: [],
    });
    expect(staffFormToInput({ ...form, workload: '' }).workload).toBeNull();
  });
});
