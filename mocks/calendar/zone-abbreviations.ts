/**
 * PHP's `T` (the IANA data's abbreviation) where Intl's short zone names say otherwise: each line
 * is an abbreviation, the offset in minutes it goes with, and the zones that use it. Made from
 * php-cli 8.2's answers for every zone in January and July 2026 (test/mocks/calendar/time-zones.test.ts
 * checks the cases in the event tests; the table is data, as tzdata is).
 */
const TABLE = [
  '+00 0 Antarctica/Troll Atlantic/Azores',
  '+04 240 Asia/Dubai Asia/Muscat',
  '+0530 330 Asia/Colombo',
  '+08 480 Antarctica/Casey',
  '+0845 525 Australia/Eucla',
  '+1030 630 Australia/Lord_Howe',
  '+11 660 Australia/Lord_Howe',
  'BST 60 Europe/Guernsey Europe/Isle_of_Man Europe/Jersey',
  'CAT 120 Africa/Blantyre Africa/Bujumbura Africa/Gaborone Africa/Harare Africa/Juba Africa/Khartoum',
  'CAT 120 Africa/Kigali Africa/Lubumbashi Africa/Lusaka Africa/Maputo Africa/Windhoek',
  'CDT -240 America/Havana',
  'CST -300 America/Havana',
  'CST 480 Asia/Macau Asia/Shanghai Asia/Taipei',
  'ChST 600 Pacific/Guam Pacific/Saipan',
  'EAT 180 Africa/Addis_Ababa Africa/Asmara Africa/Dar_es_Salaam Africa/Djibouti Africa/Kampala',
  'EAT 180 Africa/Mogadishu Africa/Nairobi Indian/Antananarivo Indian/Comoro Indian/Mayotte',
  'HDT -540 America/Adak',
  'HKT 480 Asia/Hong_Kong',
  'HST -600 America/Adak',
  'IDT 180 Asia/Jerusalem',
  'IST 60 Europe/Dublin',
  'IST 120 Asia/Jerusalem',
  'KST 540 Asia/Pyongyang Asia/Seoul',
  'MSK 180 Europe/Kirov Europe/Moscow Europe/Simferopol Europe/Volgograd',
  'MST -420 America/Dawson America/Hermosillo America/Mazatlan America/Whitehorse',
  'NDT -150 America/St_Johns',
  'NST -210 America/St_Johns',
  'PKT 300 Asia/Karachi',
  'PST 480 Asia/Manila',
  'SAST 120 Africa/Johannesburg Africa/Maseru Africa/Mbabane',
  'SST -660 Pacific/Midway Pacific/Pago_Pago',
  'WAT 60 Africa/Bangui Africa/Brazzaville Africa/Douala Africa/Kinshasa Africa/Lagos Africa/Libreville',
  'WAT 60 Africa/Luanda Africa/Malabo Africa/Ndjamena Africa/Niamey Africa/Porto-Novo',
  'WIB 420 Asia/Jakarta Asia/Pontianak',
  'WIT 540 Asia/Jayapura',
  'WITA 480 Asia/Makassar',
]

/** The abbreviation by `${zone} ${offset minutes}`. */
export const ZONE_ABBREVIATIONS: ReadonlyMap<string, string> = new Map(
  TABLE.flatMap((line) => {
    const [abbreviation = '', offset = '', ...zones] = line.split(' ')
    return zones.map((zone) => [`${zone} ${offset}`, abbreviation] as const)
  }),
)
