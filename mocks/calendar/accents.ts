/**
 * WordPress's `remove_accents` table (6.5.5, the en_US locale): each entry is a letter followed by
 * what a slug spells it with (nothing for `£`). Letters not listed keep their marks and are
 * percent-encoded in a slug, as WordPress does (test/mocks/calendar/php-oracle.json checks each).
 */
const TABLE = [
  'ªa ºo ÀA ÁA ÂA ÃA ÄA ÅA ÆAE ÇC ÈE ÉE ÊE ËE ÌI ÍI ÎI ÏI ÐD ÑN ÒO ÓO ÔO ÕO ÖO ÙU ÚU ÛU ÜU ÝY ÞTH',
  'ßs àa áa âa ãa äa åa æae çc èe ée êe ëe ìi íi îi ïi ðd ñn òo óo ôo õo öo øo ùu úu ûu üu ýy þth',
  'ÿy ØO ĀA āa ĂA ăa ĄA ąa ĆC ćc ĈC ĉc ĊC ċc ČC čc ĎD ďd ĐD đd ĒE ēe ĔE ĕe ĖE ėe ĘE ęe ĚE ěe ĜG ĝg',
  'ĞG ğg ĠG ġg ĢG ģg ĤH ĥh ĦH ħh ĨI ĩi ĪI īi ĬI ĭi ĮI įi İI ıi ĲIJ ĳij ĴJ ĵj ĶK ķk ĸk ĹL ĺl ĻL ļl',
  'ĽL ľl ĿL ŀl ŁL łl ŃN ńn ŅN ņn ŇN ňn ŉn ŊN ŋn ŌO ōo ŎO ŏo ŐO őo ŒOE œoe ŔR ŕr ŖR ŗr ŘR řr ŚS śs',
  'ŜS ŝs ŞS şs ŠS šs ŢT ţt ŤT ťt ŦT ŧt ŨU ũu ŪU ūu ŬU ŭu ŮU ůu ŰU űu ŲU ųu ŴW ŵw ŶY ŷy ŸY ŹZ źz ŻZ',
  'żz ŽZ žz ſs ƏE ǝe ȘS șs ȚT țt €E £ ƠO ơo ƯU ưu ẦA ầa ẰA ằa ỀE ềe ỒO ồo ỜO ờo ỪU ừu ỲY ỳy ẢA ảa',
  'ẨA ẩa ẲA ẳa ẺE ẻe ỂE ểe ỈI ỉi ỎO ỏo ỔO ổo ỞO ởo ỦU ủu ỬU ửu ỶY ỷy ẪA ẫa ẴA ẵa ẼE ẽe ỄE ễe ỖO ỗo',
  'ỠO ỡo ỮU ữu ỸY ỹy ẤA ấa ẮA ắa ẾE ếe ỐO ốo ỚO ớo ỨU ứu ẠA ạa ẬA ậa ẶA ặa ẸE ẹe ỆE ệe ỊI ịi ỌO ọo',
  'ỘO ộo ỢO ợo ỤU ụu ỰU ựu ỴY ỵy ɑa ǕU ǖu ǗU ǘu ǍA ǎa ǏI ǐi ǑO ǒo ǓU ǔu ǙU ǚu ǛU ǜu',
].join(' ')

export const ACCENTS: ReadonlyMap<string, string> = new Map(
  TABLE.split(' ').map((entry) => [entry.slice(0, 1), entry.slice(1)]),
)
