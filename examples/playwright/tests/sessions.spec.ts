import { expect, test } from '../fixtures.js'

/**
 * Two tests that run at the same time (two workers) against one standin, each from its own
 * scenario file and each writing: each sees exactly its scenario and its own writes.
 */

async function addPerson(page: import('@playwright/test').Page, username: string, name: string) {
  await page.locator('#add-user input[name=username]').fill(username)
  await page.locator('#add-user input[name=name]').fill(name)
  await page.locator('#add-user button').click()
  await expect(page.locator('#error')).toHaveText('')
}

test.describe('Ann', () => {
  test.use({ scenario: 'ann.json' })

  test('sees her scenario and her own writes only', async ({ page, appUrl }) => {
    await page.goto(appUrl)
    await expect(page.locator('#users li')).toHaveText(['ann (Ann Archer)'])
    await expect(page.locator('#events li')).toHaveText(['Launch at 2030-01-01 10:00:00'])
    await addPerson(page, 'ann.guest', 'Guest of Ann')
    await page.reload()
    await expect(page.locator('#users li')).toHaveText(['ann (Ann Archer)', 'ann.guest (Guest of Ann)'])
  })
})

test.describe('Ben', () => {
  test.use({ scenario: 'ben.json' })

  test('sees his scenario and his own writes only', async ({ page, appUrl }) => {
    await page.goto(appUrl)
    await expect(page.locator('#users li')).toHaveText(['ben (Ben Baker)'])
    await expect(page.locator('#events li')).toHaveText(['Retrospective at 2030-02-01 15:00:00'])
    await addPerson(page, 'ben.guest', 'Guest of Ben')
    await page.reload()
    await expect(page.locator('#users li')).toHaveText(['ben (Ben Baker)', 'ben.guest (Guest of Ben)'])
  })
})
