import { base, en, Faker } from '@faker-js/faker'
export const f = new Faker({ locale: [{ person: en.person, company: en.company, lorem: en.lorem, location: en.location, internet: en.internet, word: en.word }, base] })
