/** Where the demo owner's signed-in browser state is kept between the setup and the journeys. */
export const OWNER_STATE = 'test-results/.auth/owner.json';
