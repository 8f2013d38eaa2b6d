import { defineScenario } from 'standin'

export default defineScenario({
  extends: 'empty',
  identity: { 'core/groups': [{ name: 'admins', users: [] }] },
  async build({ identity, calendar }) {
    const user = await identity['core/users'].create({ username: 'alice' })
    const [admins] = await identity['core/groups'].list({ search: 'admins' })
    if (admins) await identity['core/groups'].update(admins.pk, { users: [user.pk] })
    // An hour before the clock: inside the default list's window (yesterday to two years ahead).
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString().slice(0, 19).replace('T', ' ')
    await calendar.events.create({ title: 'Started an hour ago', start_date: anHourAgo })
  },
})
