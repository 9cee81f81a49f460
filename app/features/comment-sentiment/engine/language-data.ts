// Word lists for language detection: frequent function words and comment vocabulary per
// language (our own lists). A word may appear in several languages; each gets the point.
// Words that are just as common in English comments ("video", "super", "top") are left out.

export const LATIN_WORDS: Readonly<Record<string, string>> = {
  en: "the and is are this that you your i i'm im it's its it to of in for on with was what how why when where who can do does did not be have has my we they just so but or like love great good thanks thank please make next more really very much about one would should could will from at as if all out up get got know think use using still here there now then than too also only even watch watching channel content bro lol wow best better new first part guys dude an dont don't cant can't u ur pls ever been had he she his her them our these those which while some any every because into over after before again never always didn't won't isn't finally thing things awesome amazing helpful subscribed subscribe review tutorial explained explain keep",
  es: "el la los las que y un una es por con para muy pero más mas como lo le se del al este esta esto eso gracias hola bueno buen buena excelente saludos desde hay está estoy tu su yo hacer puedes podrías podrias usas qué cómo cuándo también todo todos ya sí hermano amigo demasiado caro ahora aquí siempre mejor nada otro tiene tengo quiero gran mucho muchas cosas sobre favor micrófono vídeo de en podrías ofrece convenció crack genial increíble saludos haz hagan hace podrías puedes encantó encanta gustó gusta vídeos mí usas tus eres te mi amo hermosa hermoso bonita bonito canción cancion idola ídolo preciosa linda lindo jaja jajaja jajajaja increible sigo",
  pt: "o os as um uma não nao é do da dos das na em com para pra muito muita mais mas você voce vc obrigado obrigada parabéns parabens conteúdo conteudo vídeo faz fazer sobre alguém alguem tá isso esse essa aqui eu meu minha bom boa mano legal também tambem então entao ainda já só ótimo otimo longo útil util teclados mecânicos favor brasil faça fazer adorei gostei valeu você vocês seu sua canal vídeos tô estou te amo ta linda lindo música musica demais amei perfeita maravilhosa saudade saudades quem kkk kkkk kkkkk sigo",
  fr: "le la les des du de un une et est pour pas que qui ce cette merci très tres trop vidéo dans sur avec je tu il elle nous vous mais bien bonjour c'est j'ai ça ca pub pubs mon ma mes son sa tout aussi plus comme génial vraiment clair fais faites peux pourrais adore j'adore chaîne sur est-ce vos votre tes te aime j'aime t'aime belle chanson magnifique mdr",
  de: "der die das und ist nicht ein eine ich du mit auf für fur den dem auch danke sehr gut aber noch mal endlich ehrliches ehrlich leider ziemlich schlecht gibt wie was wir ihr sie zu von im bei nur schon wirklich toll geil ton deutschland es mach macht kannst könntest über vielen dank bitte dein deine euer kanal echt schön dass liebe",
  it: "il lo la gli le di che è e un una per non con del della sono mi ti grazie molto bello bellissimo ciao anche ma come questo questa tutto utile utilissimo ottimo bravo bravissimo perché cosa più potresti puoi fare fai fate sulla sul sui sugli nel nella dei delle mio tuo tua mille bravi canale amo bellissima canzone",
  id: "yang dan ini itu di ke dari untuk dengan tidak gak nggak ga aja saja banget sangat bang dong mantap kak bisa ada juga sudah udah apa kalau kalo harga membantu terima kasih makasih bagus keren nya lagi buat sama aku saya kamu gue lu min spill gan wkwk wkwkwk indonesia",
  tr: "ve bir bu çok cok için icin ile da de ne mi değil degil teşekkürler tesekkurler harika güzel guzel abi hocam ama gibi daha var yok olmuş olmus süper sağol sagol emeğine eline sağlık saglik kardeşim",
  "hi-Latn":
    "hai hain ka ki ke ko se me mein bhi aur ye yeh wo woh kya kyu kyun nahi nahin bahut bohot bhai bhaiya thoda kar karo karna kiya banao bana accha acha achha badhiya badiya mast sahi kaise kaisa kab abhi wala wali hum tum aap apne mera meri tera yaar ji hota hoti raha rahe gaya diya lekin par jo jab tak sab kuch koi kharab bakwas milta mil dekho dekha samajh samjha hindi tha thi hoga hogi ek toh liye karke karte karti karta karne raha rahi sakta sakte sakti chahiye apka aapka aapki apki aapko apko aapke apke phir yaha yahan waha wahan kaha kahan kyunki matlab logo logon unka uska iska inka unki uski iski mujhe tujhe humko hamara hamare hamari tumhara jaldi thik theek vapas wapas jaise jaisa aise aisa waise kitna kitne bhot bahot hona hone jaana jayega jayegi jayenge aayega aaya aaye aaj baat baar pyaar pyar dil dost desh sabse zyada jyada acchi achhi achi bura buri galat sach ekdum bilkul shukriya dhanyavad dhanyawad ghar paisa paise dena kaunsa konsa kaun kon karein kariye dijiye bataiye batao bata samjhaya dekhna dekh laga lagta lagi hua hui hue huye gaye gayi hoon hun nhi nahi bht bhut ky apni humein unhe inhe wale sahab saab ladka ladki bhagwan",
  nl: "de het een van ik je niet dat die op te zijn maar met voor ook heel goed leuk bedankt mooi echt wel nog dit deze hoe wat waarom",
  pl: "w z na nie to się sie jest że ze jak ale co do tak bardzo dzięki dzieki fajny mi mnie ten ta czy jestem dobry świetny",
  tl: "ang ng mga sa po ako ko mo ka na naman lang talaga salamat ganda sobrang galing idol kuya ate yung nung pag kasi din rin hindi oo",
};

/** Letters that only (or mostly) one Latin-script language uses, with the language they point to. */
export const LATIN_LETTER_HINTS: Readonly<Record<string, string>> = {
  ñ: "es",
  "¿": "es",
  "¡": "es",
  ã: "pt",
  õ: "pt",
  ß: "de",
  ı: "tr",
  ş: "tr",
  ğ: "tr",
  œ: "fr",
  ą: "pl",
  ę: "pl",
  ł: "pl",
  ś: "pl",
  ź: "pl",
  ż: "pl",
  ć: "pl",
  ń: "pl",
};
