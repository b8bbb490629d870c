// siteSettings/food: the food-label settings every shop page shows. Anyone reads them; admins write them within
// their shape; nobody deletes them, and no other settings document can be made.
import { allow, everyone, nonAdmins, refuse, table } from '../rule-case.ts'

const food = { allergenRegime: 'us', mayContainNotice: 'Made in a kitchen that handles nuts.' }

export default table('siteSettings', { 'siteSettings/food': food }, [
  allow(everyone, 'get', { doc: 'food' }, 'reads the food-label settings'),
  allow(everyone, 'list', {}, 'lists the settings'),
  allow('admin', 'update', { doc: 'food', data: { allergenRegime: 'usAndEu' } }, 'switches on the EU list'),
  refuse(
    nonAdmins,
    'update',
    { doc: 'food', data: { allergenRegime: 'usAndEu' } },
    'switches on the EU list',
  ),
  refuse(
    'admin',
    'update',
    { doc: 'food', data: { allergenRegime: 'uk' } },
    'an allergen list that does not exist',
  ),
  allow(
    'admin',
    'update',
    { doc: 'food', data: { mayContainNotice: 'x'.repeat(500) } },
    'a 500-character notice',
  ),
  refuse(
    'admin',
    'update',
    { doc: 'food', data: { mayContainNotice: 'x'.repeat(501) } },
    'a 501-character notice',
  ),
  refuse('admin', 'update', { doc: 'food', data: { mayContainNotice: 5 } }, 'a notice that is not text'),
  refuse(everyone, 'create', { doc: 'theme', data: food }, 'makes another settings document'),
  refuse(everyone, 'delete', { doc: 'food' }, 'deletes the food-label settings'),
])
