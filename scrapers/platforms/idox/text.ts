// Idox's own text conventions: its search forms' date format and the keyVal and activeTab of its URLs
// (in scrapers/kit/public-access.ts, shared with Idox's licensing module).

export { activeTabFromUrl, keyValFromUrl, toIdoxFormDate } from '../../kit/public-access.js';
