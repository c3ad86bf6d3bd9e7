/** The person an export or an erasure is about: their e-mail, their national ID, or both. */
export interface Person {
  email?: string;
  nationalId?: string;
}

/** How the screen names the person: 'layla@gulfports.bh · 920304567'. */
export const personLabel = (person: Person) => [person.email, person.nationalId].filter(Boolean).join(' · ');
