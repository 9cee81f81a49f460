// Hand-written sentiment word lists for the seven languages the multilingual model reads (issue
// 43, third round), written from general knowledge of the languages (no list or data set was
// copied or downloaded; none was written from the val posts): common words and short phrases
// people use to praise or complain, with their usual spellings in posts (accents dropped,
// romanised Hindi's variants), and the negators that turn them. "_" joins a two-word phrase.
// train.ts gives them to the model as two dense features (sentiment-model.ts listFeatures): every
// language's lists as one, carried in the model's header, so the Worker reads them from D1 with
// the weights. Written in five passes, each kept by 3-fold CV inside train (experiments.ts lexd):
// CV mean 0.557 without them, 0.567 after the first pass (with negators), 0.573 after the second,
// 0.574 after the third (Spanish, Hindi and Arabic words), 0.576 after the fourth (Spanish,
// Portuguese, Arabic dialect and Hindi words and phrases), 0.577 with an Arabic word also read
// without the prefixes glued to it (wordLists' arabicPrefixes), 0.578 after the fifth (Arabic and
// Hindi only: its Spanish and Portuguese words and more negators lowered those languages and were
// taken out). Adding them as one-word training posts instead (experiments.ts lex:<k>) was worse
// and is not used. A sixth pass added Hindi review words in Devanagari (praise and
// complaints about products: "दमदार", "किफायती", "धीमा", "महंगा"), from general knowledge, not
// from the IIT Patna review sentences (research only), kept without a measurement of its own.
import type { WordLists } from "../../../app/features/comment-sentiment/engine/sentiment-model";
import type { Item } from "../../sentiment-data";

export const LEXICON_LISTS: Record<string, { positive: string; negative: string }> = {
  es: {
    positive: `bueno buena buenos buenas bien genial excelente increible increíble maravilloso maravillosa
      hermoso hermosa precioso preciosa bonito bonita lindo linda guapo guapa perfecto perfecta feliz
      felices alegre alegria alegría encanta encanto me_encanta amo amor te_quiero quiero_mucho gracias
      muchas_gracias mejor mejores fantastico fantástico estupendo estupenda brutal chido  chevere
      chévere bacan bacán orgullo orgulloso orgullosa felicidades enhorabuena felicitaciones bravo exito
      éxito éxitos ganar ganamos triunfo victoria divertido divertida gracioso risa jaja jajaja jajajaja
      sonrisa disfrutar disfruta disfrutando belleza bendiciones bendecido bendecida suerte ojala ojalá
      fenomenal espectacular impresionante top crack idolo ídolo  recomiendo vale_la_pena
      gusta me_gusta gustó me_gustó favorito favorita emocionado emocionada ilusion ilusión paz
      tranquilo dulce cariño abrazo besos besito querido querida admiro admiracion mola guay
      felicidad encantador encantadora buenisimo buenísimo buenisima buenísima riquisimo riquísimo rica
      delicioso deliciosa esperanza adorable hermosura maravilla que_bonito qué_bonito lo_mejor genio valiente campeon
      campeón campeones ganador aplausos viva celebrar fiesta bienvenido bienvenida gran grandioso brillante contento
      contenta satisfecho agradecido agradecida emocionante guapisima guapísima bonitos lindos excelentes
      buen buenas_noticias buen_trabajo agradezco agradecer amar amando enamorado enamorada abrazos sonrisas reir
      reír risas jeje jejeje jiji xd apoyo hermosos hermosas preciosos increibles increíbles maravillosos magnifico
      magnífico perfectos ideal feliz_año feliz_navidad felicitar logro logros lograr logramos orgullosos talento
      talentoso recomendable encantado encantada gustan me_gustan te_amo los_amo la_amo lo_amo los_quiero te_adoro
      encantó me_encantó encantan me_encantan encantaron me_encantaron encantadores chida chidos chidas
      chidisimo chidísimo chingon chingón chingona que_padre qué_padre bacano bacana chulo chula majo maja molan
      lo_maximo lo_máximo de_lujo qué_pasada que_pasada una_pasada hermosisima hermosísima hermosisimo hermosísimo
      bellisima bellísima bellisimo bellísimo bello lindisimo lindísimo lindisima lindísima preciosisima preciosísima
      buenazo buenaza buenisimos buenísimos felicito te_felicito felicitarte gran_trabajo buen_video buen_vídeo
      excelente_video excelente_trabajo mil_gracias bendicion bendición bendiga te_bendiga los_bendiga emocion emoción
      emociona emocionantes ganó ganaron campeona idola ídola genia geniales fenomenales espectaculares impresionantes
      increiblemente increíblemente maravillosamente perfectamente afortunado afortunada agradecidos agradecidas amé
      os_quiero os_amo sigue_así sigue_asi sigan_así sigan_asi aguante  ánimo recomendado recomendada imperdible
      divertidisimo divertidísimo divertidos graciosa graciosos chistoso chistosa sabroso sabrosa jsjs jsjsjs jajaj
      ajaja ajajaja jajajajaja jejeje`,
    negative: `malo mala malos malas mal peor peores horrible terrible odio odiar asco asqueroso asquerosa
      triste tristeza llorar lloro llorando dolor duele miedo muerte muerto muerta muertos matar
      asesino asesinos basura mierda puta puto pendejo pendeja idiota estupido estúpido estupida
      imbecil imbécil tonto tonta mentira mentiroso mentirosos corrupto corruptos corrupcion corrupción
      ladron ladrón ladrones robo verguenza vergüenza vergonzoso lamentable patetico patético decepcion
      decepción decepcionado decepcionada fracaso perder perdimos derrota aburrido aburrida cansado
      cansada harto harta molesto molesta enojado enojada enfadado rabia furia culpa problema
      problemas crisis grave peligro violencia guerra injusto injusticia nunca_mas nunca_más fatal
      pesimo pésimo desastre ridiculo ridículo nada_que_ver no_me_gusta maldito maldita joder hartos
      preocupa preocupado sufrir sufrimiento pobre lastima lástima falso fraude estafa
      horrendo odioso nefasto vergonzosa inutil inútil cabron cabrón gilipollas maldicion maldición hipocrita
      hipócrita traidor traicion traición engaño mienten miente roban matan asesinato muertes crimen criminal criminales
      terrorista terrorismo ataque destruir destruccion destrucción pobreza hambre enfermo enferma enfermedad accidente
      tragedia luto rip feo fea feos insoportable indignante indignado indignacion indignación asqueado deprimido
      deprimida soledad angustia ansiedad estres estrés queja quejas abuso
      odian odias odia detesto que_asco qué_asco mierdas carajo coño idiotas imbeciles imbéciles estupidos
      estúpidos tontos payaso ridicula ridícula mentiras cobarde cobardes desgracia desgraciado desgraciada miserable
      miserables tristes llanto lagrimas lágrimas lamentablemente desafortunadamente por_desgracia peligroso muere
      murio murió mueren asesinado asesinada asesinados violacion violación secuestro robaron robó injusta
      inseguridad despidos caos colapso fallo falla error errores aburrimiento preocupante preocupacion preocupación
      horribles terribles malisimo malísimo lo_peor no_sirve no_funciona
      pesima pésima pesimos pésimos pesimas pésimas malisima malísima malisimos malísimos horroroso horrorosa
      espantoso espantosa nefasta patetica patética pateticos patéticos asquerosos asquerosas vergonzosos que_verguenza
      qué_vergüenza chafa naco nacos pinche pinches chingada chingado chingados culero culera culeros mamada mamadas
      pendejos pendejas pendejada pendejadas cagada cagadas la_cagaste cagaron hdp malparido malparidos pelotudo
      pelotudos pelotudez mala_onda que_mal qué_mal decepcionante decepcionantes aburre me_aburre odié odiamos da_asco
      dan_asco da_pena da_verguenza da_vergüenza tristisimo tristísimo deprimente desilusion desilusión desilusionado
      desilusionada enojo furioso furiosa indignados indignadas abusivo abusos mediocre mediocres incompetentes inepto
      ineptos ineptitud sinverguenza sinvergüenza sinverguenzas sinvergüenzas descarado descarados cinico cínico
      cinicos cínicos hipocritas hipócritas ratas lacra lacras escoria porqueria porquería porquerias porquerías trucho
      lloré mentirosa mentirosas estafador estafadores estafas fraudes verguenza_ajena vergüenza_ajena fracasado
      fracasados perdedor perdedores perdieron perdió perdio lamentables penoso ridiculos ridículos tonterias
      tonterías tonteria tontería estupidez estupideces idiotez payasos payasada falleció fallecio fallecido fallecida
      doloroso dolorosa desastroso desastrosa catastrofe catástrofe desempleo`,
  },
  pt: {
    positive: `bom boa bons boas bem otimo ótimo otima ótima excelente incrivel incrível maravilhoso
      maravilhosa lindo linda lindos lindas bonito bonita perfeito perfeita feliz felizes alegria amo
      amor adoro adorei amei te_amo obrigado obrigada valeu melhor melhores fantastico fantástico
      sensacional demais  top   bacana parabens parabéns orgulho orgulhoso vitoria
      vitória ganhamos campeao campeão sucesso divertido engracado engraçado kkk kkkk kkkkk haha
      rsrs sorriso curtir curti gosto gostei amando lindeza beleza abencoado abençoado gratidao
      gratidão paz querido querida carinho beijo beijos abraco abraço  recomendo
      espetacular impressionante foda_demais arrasou arrasa mito maravilha delicia delícia fofo fofa
      perfeicao perfeição muito_bom muito_boa boa_sorte adoravel adorável encantado contente satisfeito grato
      grata agradecido campeoes campeões vencedor vencer venceu ganhou brilhante genio gênio esperanca esperança
      felicidade divertida emocionante deliciosa delicioso gostoso lindissima lindíssima
      otimos ótimos otimas ótimas maravilhosos maravilhosas incriveis incríveis perfeitos perfeitas lindissimo
      lindíssimo lindinho lindinha bonitinho bonitinha fofinho fofinha fofura fofos daora da_hora maneiro
      maneiros muito_top mto_bom mt_bom mto_boa mt_boa mto_top mt_top topzera parabenizo abençoada abencoada abençoe
      abencoe deus_abençoe deus_abencoe obrigadão obrigadao obg obgd vlw tmj rsrsrs rsrsrsrs kkkkkk kkkkkkk hahahaha
      uau que_lindo que_linda que_lindos arrasando lacrou lacrando brilhou diva rainha amores apaixonado apaixonada
      apaixonante amo_muito sensacionais espetaculares impressionantes merecido merecida torcendo sucessos
      feliz_aniversário feliz_aniversario alegres divertidos engraçada engraçados engracada hilario hilário adoramos
      amamos curtiu saboroso saborosa gracinha craque orgulhosa orgulhosos vencemos venceram  conquistou
      vitorias vitórias`,
    negative: `mau  má ruim pior piores horrivel horrível terrivel terrível odio ódio odeio nojo nojento
      triste tristeza chorar chorando choro dor medo morte morto morta morreu matar assassino lixo
      merda porra caralho idiota burro burra estupido estúpido imbecil otario otário mentira mentiroso
      corrupto corruptos corrupcao corrupção ladrao ladrão ladroes ladrões roubo vergonha vergonhoso
      lamentavel lamentável patetico patético decepcao decepção decepcionado fracasso perder perdemos
      derrota chato chata cansado cansada  raiva culpa problema problemas crise grave perigo
      violencia violência guerra injusto injustiça pessimo péssimo desastre ridiculo ridículo
      maldito maldita preocupado sofrer sofrimento pobre pena falso fraude golpe absurdo nunca_mais
      nao_gosto não_gosto
      horroroso feio feia inutil inútil traidor traicao traição roubou roubaram matou mataram assassinato crime
      criminoso bandido bandidos vagabundo vagabunda safado canalha desgraca desgraça desgracado desgraçado puta fdp
      vsf tnc pqp droga deprimido deprimida ansiedade doente doenca doença tragedia tragédia luto miseria miséria fome
      pobreza indignado indignacao indignação revoltado revoltante odiar detesto insuportavel insuportável fracassado
      incompetente incompetencia incompetência
      péssima pessima pessimos péssimos péssimas pessimas horríveis horriveis terríveis terriveis ridícula
      ridicula ridiculos ridículos nojenta nojentos nojentas ruins bosta porcaria aff afff affs que_raiva que_vergonha
      que_nojo chateado chateada chateante decepcionada vergonhosa absurda inaceitavel inaceitável palhaçada palhacada
      palhaço palhaco palhaços palhacos roubalheira bandidagem safados canalhas mentirosos golpista golpistas
      vagabundos imbecis otarios otários babaca babacas escroto escrota cuzão cuzao vtnc cansei odiei infelizmente
      lamentavelmente piorou piorando piorar decadente maldade crueldade cruel miseravel miserável nao_presta
      não_presta sofrendo chorei assassinos mortos mortes acidente desgraçada desgracada inuteis inúteis fracassados
      vexame que_merda merdas sem_graça sem_graca chatice chatos brega fraco fraca estragou estragado`,
  },
  fr: {
    positive: `bon bonne bons bonnes bien super genial génial excellent excellente incroyable magnifique
      merveilleux merveilleuse beau belle beaux jolie joli parfait parfaite heureux heureuse joie
      aime j'aime adore j'adore amour merci merci_beaucoup meilleur meilleure meilleurs fantastique
      formidable top trop_bien trop_bon cool chouette bravo felicitations félicitations fier fiere
      fière victoire gagne gagné succes succès drole drôle rire mdr lol ptdr sourire plaisir profiter
      bonheur content contente ravi ravie chance espoir paix doux douce bisous bisou câlin calin
      cher chere chère recommande vaut_le_coup impressionnant sublime canon kiffe kif magique
      adorable mignon mignonne  hâte 
      splendide superbe geniale géniale excellents incroyables bonne_chance bienvenue joyeux joyeuse
      joyeux_anniversaire gagner gagnant champion champions reussite réussite reussi réussi genie génie aimer adorer
      passionnant bel belles heureusement fierte fierté delicieux délicieux savoureux trop_mignon magnifiques`,
    negative: `mauvais mauvaise mal pire horrible terrible haine deteste déteste détester degout dégoût
      degoutant dégoûtant triste tristesse pleurer pleure douleur peur mort morte morts tuer tueur
      assassin nul nulle nuls merde putain connard connasse   idiot idiote stupide debile
      débile mensonge menteur menteurs corrompu corruption voleur voleurs  honte honteux
      lamentable pathetique pathétique deception déception decu déçu decue déçue echec échec perdre
      perdu defaite défaite ennuyeux ennui fatigue fatigué marre j'en_ai_marre enerve énervé colere
      colère rage faute probleme problème problemes problèmes crise grave danger violence guerre
      injuste injustice jamais_plus catastrophe ridicule chiant chiante galere galère inquiet
      souffrir souffrance pauvre dommage faux arnaque scandale scandaleux naze pourri
      horreur affreux affreuse moche inutile traitre traître trahison mensonges mentent menteuse meurtre crime
      criminel terroriste terroristes attentat attentats malade maladie tragedie tragédie deuil misere misère faim
      pauvrete pauvreté indigne indigné indignation revoltant révoltant deprime déprimé angoisse stress relou bordel
      salaud salope merdique pourrie catastrophique incompetent incompétent inadmissible inacceptable pleurs`,
  },
  de: {
    positive: `gut gute guter gutes super toll tolle großartig grossartig genial exzellent ausgezeichnet
      unglaublich wunderbar wunderschön wunderschoen schön schoen schöne hübsch huebsch perfekt perfekte
      glücklich gluecklich glück glueck freude freue freuen liebe lieben liebe_dich danke danke_schön
      vielen_dank besser beste besten fantastisch klasse spitze top cool geil mega krass_gut bravo
      glückwunsch glueckwunsch gratuliere herzlichen stolz sieg gewonnen erfolg erfolgreich lustig
      witzig lachen haha spaß spass genießen geniessen gefällt gefaellt mag lecker süß suess
      hoffnung frieden lieb lieblings empfehle empfehlenswert beeindruckend hammer traumhaft
      herrlich prima wow juhu yeah 
      wunderbare großartige grossartige schönen schoenen schönes schöner geliebt herzlich glückliche happy freut
      gefreut dankbar dankeschön dankeschoen hurra gewinnen gewinner sieger meister weltmeister traumhaft sympathisch
      nett nette netter freundlich hilfreich beeindruckt begeistert spannend interessant gelungen verdient sehenswert
      lustige schönste schoenste`,
    negative: `schlecht schlechte schlechter schlimm schlimmer schlimmste furchtbar schrecklich
      hass hasse ekel eklig traurig trauer weinen schmerz angst tod tot tote töten toeten mörder
      moerder mist scheiße scheisse scheiß idiot idioten dumm dummer blöd bloed doof dämlich
      lüge luege lügen lügner luegner korrupt korruption dieb diebe diebstahl schande peinlich
      erbärmlich erbaermlich enttäuscht enttaeuscht enttäuschung enttaeuschung versagen versager
      verloren verlieren niederlage langweilig müde muede genervt nervt nervig wut wütend wuetend
      ärger aerger ärgerlich schuld problem probleme krise gefahr gefährlich gewalt krieg
      ungerecht ungerechtigkeit katastrophe lächerlich laecherlich sorge sorgen leiden  armer
      leider falsch betrug skandal kacke kotzen widerlich unmöglich nie_wieder
      hässlich haesslich furchtbare schreckliche schlechtes schlechten verdammt verdammte arschloch arsch wichser
      hurensohn bastard verräter verraeter verrat lügenpresse betrüger betrueger betrogen gestorben sterben stirbt mord
      morde verbrechen verbrecher terror terroristen anschlag krank krankheit tragödie elend hunger armut empört
      empoert empörend frustriert frust depressiv deprimiert stress ätzend aetzend beschissen schwach inkompetent
      unfähig unfaehig unverschämt frechheit schade traurige leid`,
  },
  it: {
    positive: `buono buona buoni buone bene bello bella belli belle bellissimo bellissima ottimo ottima
      eccellente incredibile meraviglioso meravigliosa stupendo stupenda splendido fantastico
      fantastica perfetto perfetta felice felici gioia amo amore ti_amo ti_voglio_bene adoro grazie
      grazie_mille migliore migliori super top   bravo brava bravi complimenti
      congratulazioni auguri orgoglio orgoglioso vittoria vinto vincere successo divertente
      simpatico ridere ahah ahahah haha sorriso piace mi_piace piaciuto godere fortuna speranza pace
      dolce   carino carina abbraccio baci bacio consiglio emozionante spettacolo
      spettacolare magnifico mitico  figo evviva finalmente
      bellissimi bellissime meravigliosi fantastici ottimi perfetti stupendi felicità felicita tesoro bellezza
      adorabile buonissimo buonissima delizioso squisito bravissimo bravissima buona_fortuna benvenuto benvenuti
      auguroni buon_compleanno campione campioni vincitore vittorie trionfo geniale genio emozione emozionato
      entusiasta contento contenta soddisfatto grata grato speriamo`,
    negative: `cattivo cattiva cattivi male peggio peggiore peggiori orribile terribile odio odiare schifo
      schifoso schifosa triste tristezza piangere piango dolore paura morte morto morta morti uccidere
      assassino merda cazzo stronzo stronzi idiota idioti stupido stupida cretino imbecille bugia
      bugiardo bugiardi corrotto corrotti corruzione ladro ladri furto vergogna vergognoso
      vergognosa penoso patetico delusione deluso delusa fallimento perdere perso sconfitta noioso
      noiosa stanco stanca stufo arrabbiato arrabbiata rabbia colpa problema problemi crisi grave
      pericolo violenza guerra ingiusto ingiustizia disastro ridicolo squallido preoccupato soffrire
      sofferenza povero peccato falso truffa scandalo mai_piu mai_più basta pessimo pessima fa_schifo
      brutto brutta brutti bruttissimo pessimi orrendo orribili schifezza odioso inutile traditore tradimento bugie
      mentono rubare rubano uccisi ucciso omicidio crimine criminale criminali terrorista terroristi attentato malato
      malattia tragedia lutto miseria povertà poverta indignato indignazione depresso ansia vaffanculo fanculo coglione
      coglioni deficiente incompetente incapace inaccettabile assurdo purtroppo deludente sconfitte`,
  },
  hi: {
    positive: `accha acha achha achchha accha_hai achha_hai badhiya badiya badhia mast zabardast jabardast
      shandaar shandar behtareen behtarin bahut_accha bohot_accha bahut_badhiya sundar khubsurat
      khoobsurat pyaar pyar pyara pyari mohabbat ishq khush khushi khushiyan dhanyavaad dhanyawad
      shukriya thanks badhai mubarak mubarakbaad jeet jeeta jeet_gaye jai jai_ho wah waah kya_baat
      kamaal kamal lajawab lajawaab maza mazaa maja mazedaar hasi hansi haha hahaha lol love best
      nice great awesome super superb proud garv shubh shubhkamnayein dua aashirwad ashirwad umeed
      sahi  badiya_hai ekdum_mast  dil_se suprabhat  masha_allah mashallah inshallah
      अच्छा अच्छी बढ़िया शानदार जबरदस्त सुंदर प्यार खुश खुशी धन्यवाद शुक्रिया बधाई मुबारक जीत
      जय वाह कमाल मज़ा मजा बेहतरीन गर्व शुभ शुभकामनाएं आशीर्वाद उम्मीद सही
      acchi achi acche ache bahut_achha bahut_acha bht_accha bahut_sundar khubsoorat pyaari pyaare pyare
      mohabat khush_raho shaabash shabash jeeto jeetenge vijay vijeta jai_hind vande_mataram mubarak_ho badhai_ho
      congrats congratulations thank_you thanku thnx thnks thx gud gr8 luv wow woww amazing beautiful happy cute sweet
      funny hilarious respect salute inspiration legend hero king dhamakedaar dhamaal rocking rocks jhakaas bindaas
      kadak faadu dhansu sahi_hai ekdum hasna muskaan muskurahat garv_hai abhaar aabhar sukoon alhamdulillah
      subhanallah बहुत_अच्छा सुन्दर खूबसूरत प्यारा प्यारी शानदार बधाई_हो जय_हिंद विजय सफलता सफल आनंद प्रसन्न
      शाबाश गौरव सम्मान प्रेम मोहब्बत लाजवाब उत्तम श्रेष्ठ अद्भुत
      behtreen behtar kamaal_hai kamal_hai wah_wah waah_waah bahut_khoob khoob shaandaar jbrdst mst accha_laga
      achha_laga acha_laga maza_aa mazaa_aa maja_aa pasand pasand_aaya pasand_hai dil_khush khush_hu khushi_hui
      pyaar_karte love_u love_you luv_u best_wishes god_bless bless blessed jeet_gaya jeet_gye jeetega jitega jitenge
      jai_shree badhaai badhaiyan shukria dhanyvad dhanyawaad meherbani sundar_hai khoobsurat_hai cute_hai sweet_hai
      hero_hai lajawab_hai bahut_pyara bahut_pyari best_hai top_hai superb_hai awesome_hai nice_hai great_hai bdiya
      bdhiya bdia achaa acchaa hehe hehehe lolz rofl lmao
      acha_hai acchi_hai achi_hai achhi_hai acche_hai bahut_acchi bahut_badiya mast_hai zabardast_hai shandaar_hai
      jhakas kamaal_ka dhanyabad sukriya love_it
      zbrdst bohot_badhiya bhot_accha bahot_accha bohot_acha bht_acha maan_gaye jeet_liya badhaai_ho
      hardik_shubhkamnayein hardik_badhai janamdin_mubarak happy_birthday happy_diwali happy_holi eid_mubarak
      proud_moment pyara_hai
      बेहतर उम्दा दमदार शक्तिशाली आकर्षक पसंद पसंदीदा लोकप्रिय आसान सुविधाजनक उत्कृष्ट प्रभावशाली मजबूत
      बेस्ट अच्छे अच्छा_है बढ़िया_है किफायती सराहनीय सुरक्षित उपयोगी फायदेमंद लाभदायक सफलतापूर्वक सुधार
      आरामदायक बेहतरीन_है शानदार_है पसंद_आया पसंद_आएगा तारीफ प्रशंसा
      मनोरंजक रोचक दिलचस्प मज़ेदार मजेदार खूब स्पष्ट तेज़ टिकाऊ भरोसेमंद विश्वसनीय संतुष्ट संतोषजनक प्रभावी कुशल बेजोड़
      सुपरहिट प्रशंसनीय उल्लेखनीय फायदा फ़ायदा सहज सुगम चमकदार बेहद_अच्छा काफी_अच्छा अच्छी_है अच्छे_हैं जानदार धमाकेदार
      कामयाब कामयाबी ख़ुशी पसंद_है मस्त सर्वश्रेष्ठ बेमिसाल लाजवाब_है दमदार_है तगड़ा तगड़ी उत्कृष्ट_है लाभकारी सस्ता सस्ती
      वाजिब दिलकश रोमांचक सरल स्मूथ उम्दा_है
      उपलब्धि सम्मानित पुरस्कार बढ़ोतरी वृद्धि रिकॉर्ड मुफ्त मुफ़्त छूट स्टाइलिश खास ख़ास प्रीमियम दमदार_बैटरी शानदार_कैमरा सराहा लोकप्रियता फायदेमंद_है बेहतरीन_अनुभव मनपसंद शुभकामनाएँ धमाल`,
    negative: `bura buri bure bekar bekaar ghatiya bakwas bakwaas faltu nafrat dukh dukhi gussa pagal
      chor chorr jhooth jhoot jhutha jhoota sharam besharam sharmnaak sharmnak bewakoof bevkoof
      bewkoof murkh gadha kutta kamina kamine harami saala  chutiya ullu badtameez ghusa rona
      ro_raha rula dard maut  mara maro maar khatam barbaad barbad tabahi haar haar_gaye
      haare galat galti dhokha dhoka pareshan pareshaani mushkil problem sad worst  hate
      boring bore thak thaka udaas udas afsos  darr khatra hinsa bhrasht bhrashtachar ghotala
      deshdrohi gaddar gadaar ganda gandi beimaan ghamand toota dukhad kharab kharaab
      बुरा बुरी बेकार घटिया बकवास नफरत दुख दुखी गुस्सा पागल चोर झूठ शर्म बेशर्म शर्मनाक मूर्ख
      दर्द मौत हार गलत धोखा परेशान उदास डर खतरा हिंसा भ्रष्ट भ्रष्टाचार घोटाला गद्दार गंदा खराब बर्बाद
      bahut_bura bura_laga dukh_hua sharm_karo sharam_karo besharmi nalayak naalayak nikamma nikamme kaamchor
      chutiye chutiyapa bkl bsdk gandu haramkhor kutte kuttey suar jahil jaahil anpadh gawar ganwar lanat laanat thoo
      chhi ghanta pakau bor mar_gaya mar_gaye hatya qatl katl aatank aatankwadi terrorist fraud scam loot lootera
      lutera chori dhokebaaz dhokebaz jhuth galat_hai bekar_hai bakwas_hai disgusting pathetic shame shameful useless
      stupid idiot angry upset hurt rip बेकार_है शर्म_करो नालायक निकम्मा जाहिल कुत्ते कुत्ता लानत थू आतंक
      आतंकवादी हत्या बलात्कार लूट चोरी धोखेबाज झूठा झूठे दुःख दुखद रोना अफसोस निराश निराशा परेशानी समस्या संकट
      बुरे गलती नाराज क्रोध घृणा अपमान
      bura_hai ganda_hai kharab_hai bakwaas_hai ghatiya_hai faltu_hai bewkoofi bevkoofi bewakoofi pagalpan paagal
      pagal_hai chup_kar sharam_aani sharam_aa sharm_aa dukh_hai dukhi_hu sad_hu rona_aa ro_rha ro_rahi rula_diya
      gussa_aa gussa_hai naraz naaraz nafrat_hai hate_you hate_u worst_hai bad_luck kharab_kar barbad_kar barbaad_kar
      tabah maar_do maar_diya maar_dala mar_jao khatarnak dange danga balatkar rape aatankwaad bhrashtachari neech
      kameena kaminey haraami saale saaley bhosdi madarchod behenchod bhenchod lodu chutia gadhe moorkh bevakoof
      jhooti dhokha_diya problem_hai pareshan_hu tension tensed dard_hai takleef taklif afsos_hai sharmindagi sharminda
      ghatia bakvas bakwass bura_lagta jhuta jhute jhoothe mehangai berozgari gareebi garibi bekar_hai
      sharm_aati dukh_hota bura_hua bahut_galat galat_kiya jumla jumle jumlebaaz feku pappu tatti flop waste cheap
      कमजोर धीमा धीमी महंगा महँगा महंगी दिक्कत दिक्कतें कमी कमियां खामी खामियां नुकसान खराबी असफल विफल
      निराशाजनक समस्याएं शिकायत शिकायतें नकली टूटा कठिन मुश्किल अटकता दुर्भाग्य दुर्भाग्यवश गिरावट घाटा
      खराब_है निराश_किया
      ख़राब कमज़ोर उबाऊ बोरिंग नीरस फ्लॉप दोष दोषपूर्ण ख़राबी गड़बड़ गड़बड़ी बेतुका बेमतलब अफ़सोस नापसंद बदतर
      सबसे_खराब धुंधला बेहद_खराब काफी_खराब निराश_करती निराश_करता कमजोर_है महंगा_है औसत फीका फीकी कमज़ोर_है झेलना
      सिरदर्द घटिया_है बेदम अधूरा अधूरी बेसुरा
      विवाद आलोचना रद्द देरी हादसा घायल हमला आरोप विरोध चिंता बाधा कटौती मुसीबत नाकाम नाकामी लापरवाही ठगी धोखाधड़ी बग क्रैश वायरस महँगी दुर्घटना बेरोजगारी महंगाई शिकार पीड़ित नाराज़ ग़ुस्सा भारी_नुकसान`,
  },
  ar: {
    positive: `جميل جميلة رائع رائعة ممتاز ممتازة حلو حلوة احسن أحسن افضل أفضل عظيم عظيمة مبدع مبدعة
      مبروك الف_مبروك تهانينا شكرا شكراً شكرا_لك مشكور حب احب أحب احبك أحبك الحب سعيد سعيدة سعادة
      فرح فرحة فرحان الحمد_لله الحمدلله ماشاء_الله ما_شاء_الله ماشاءالله بارك_الله تبارك_الله
      الله_يحفظك الله_يسعدك يعطيك_العافية نجاح فوز انتصار بطل ابطال أبطال فخر فخور روعة تحفة
      مميز مميزة اجمل أجمل ضحك هههه ههههه هههههه ابتسامة أمل امل سلام خير بالتوفيق موفق
      عسل قمر يا_سلام واو يجنن رهيب خرافي عجبني يعجبني حبيبي حبيبتي
      احلى أحلى جميلين جميله رائعه روعه ممتازه عبقري بطلة البطل النصر فزنا مبارك تهنئة أهلا اهلا مرحبا حياتي
      عمري قلبي الله_يبارك يارب إن_شاء_الله ان_شاء_الله انشاء_الله انشالله الله_أكبر الله_اكبر سبحان_الله جزاك_الله
      بارك سعيده فرحانة مبسوط مبسوطة حلوه جميل_جدا رائع_جدا اعجبني يسلمو تسلم الله_يعطيك ممتع ممتعة مفيد مفيدة
      ناجح ناجحة متميز متميزة الأفضل الافضل تحياتي ورد فخورة ههه هههههههه
      الف_شكر جميلة_جدا حبيت احببت أحببت عشق اعشق أعشق ياسلام تحفه فنان فنانة مبهر مذهل مذهلة بديع رائعين
      جيد جيدة جيد_جدا طيب طيبة لطيف لطيفة نعمة الحمد فرحه سعاده السعادة الفرح بهجة ضحكت ابتسم تفاؤل متفائل ابداع
      إبداع الابداع تميز عظمة شكرًا مشكورة يعطيكم_العافية عافية عاش عاشت برافو ممتازين كفو كفوو
      احسنت أحسنت احسنتم أحسنتم شكرا_جزيلا شكراً_جزيلاً الله_يوفقك الله_يوفقكم وفقك_الله موفقين  آمين
      الله_يحفظه حفظه_الله حفظك_الله الله_يحفظكم تسلم_ايدك تسلم_إيدك تسلم_يدك يعطيك_العافيه مبرووك ألف_مبروك ألف_شكر
      تهاني حلوين مفرح فرحتني سعدت صباح_الخير مساء_الخير صباح_النور مساء_النور جمعة_مباركة جمعه_مباركه رمضان_كريم
      رمضان_مبارك عيد_مبارك عيد_سعيد وانتم_بخير وأنتم_بخير اشكرك أشكرك شكرا_لكم عجبتني حبيته الأبطال انجاز إنجاز
      الفوز فاز نجح النجاح يستاهل تستاهل ظريف ظريفة كيوت اسطورة أسطورة الاسطورة الأسطورة ممتاز_جدا احلا أحلا اروع أروع
      الاروع الأروع الاجمل الأجمل الاحلى الأحلى يا_حلو يا_عسل يا_قلبي حبي حبيبى حبيبتى عمرى قلبى حلو_اوي حلوة_اوي
      جميل_اوي حلو_كتير حلوة_كتير كتير_حلو منيح منيحة كويس كويسة كويسه باهي باهية مزيان مزيانة زوين زوينة  يهبل
      تهبل تجنن مدهش مدهشة ساحر ساحرة يا_بطل شاطر شاطرة ذكي ذكية محترم محترمة احترامي تقدير مشكورين جزاكم_الله
      تبارك_الرحمن بحب بحبك حبيتها لول
      الله_عليك الله_الله عظمه رووعة روووعة رووعه روووعه جميييل حلووو حلوو بيجنن بتجنن بيهبل بتهبل فوق_الخيال
      عظيم_جدا مبسوطين فرحانين سعيدين انبسطت استمتعت متعة ممتعه احلى_شي أحلى_شي نحب نحبك أعشقك اعشقك عشقي
      اعجبتني نجم ملكة برنس حبيب_قلبي روحي حبايبي الله_يخليك الله_يخليكم تسلمي تسلمين يسلموو ربي_يحفظك ربي_يوفقك
      ربنا_يخليك ربنا_يحفظك ربنا_يوفقك`,
    negative: `سيء سيئ سيئة سئ اسوأ أسوأ قبيح قبيحة حزين حزينة حزن كره اكره أكره مقرف قرف زفت تعبان
      تعب غضب زعلان زعلانة مزعج مؤلم ألم الم بكاء ابكي أبكي موت ميت قتل قتلى قاتل مجرم ارهاب
      إرهاب ارهابي إرهابي فساد فاسد حرامي حرامية سرقة كذب كذاب كذاب كاذب عار فضيحة خيانة خائن
      حرام ظلم ظالم فشل فاشل خسارة خسرنا هزيمة ممل غبي غبية حمار حيوان كلب تافه تافهة للأسف
      للاسف مع_الأسف مع_الاسف مشكلة مشاكل ازمة أزمة خطر حرب دمار كارثة مصيبة حسبي_الله
      حسبنا_الله لعنة لعنه الله_ياخذ يا_حرام مسكين خوف خائف ضعيف ضايق ضيق
      سيئه قذر قذرة وسخ وسخة حقير حقيرة خنزير كلاب حمير اغبياء أغبياء غباء تفاهة ممله مملة فاشلة خسر خسرت الخسارة
      هزيمه مقتل قتلوا تفجير انفجار ارهابيين إرهابيين داعش مجزرة مجازر عدوان احتلال الظلم فاسدين الفساد لصوص نصاب
      نصب كذابين الكذب منافق نفاق خاين خونة حزينه الحزن بكيت يبكي دموع وجع مريض مرض مات وفاة رحمه_الله الله_يرحمه
      عيب مقرفة مزعجة زهقت طفش ملل سيئة_جدا لا_يعجبني ماعجبني خايف قلق قلقة
      تعبت تعبانة متعب حزنت قهر مقهور زعل زعلت غضبان حقد كراهية كرهت اكرهك أكرهك ماتت الموت القتل الإرهاب
      الارهاب الحرب حروب دمر تدمير خراب فوضى مأساة ماساة كوارث المشكلة مشكله صعب صعبة مستحيل فشلت ضاع ضياع خيبة
      خيبة_أمل محبط إحباط احباط تبا سحقا اللعنة يلعن الله_يلعن حيوانات متخلف متخلفين جاهل جهل جهلة حمقى أحمق احمق
      كذبة سرقوا فاسدة الظالم ظلموا مظلوم عنصرية عنصري تخلف مؤسف مؤسفة سخيف سخيفة ضعيفة
      وحش زباله زبالة قمامة تفو يع بشع بشعة بشعه تعيس تعيسة الاسف الأسف حرام_عليك حرام_عليكم ونعم_الوكيل
      لا_حول إنا_لله انا_لله الله_يرحمها رحمها_الله الله_ياخذه الله_ياخذهم الله_ياخذك الله_يلعنه الله_يلعنهم لعنة_الله
      لعنه_الله يلعن_ابو يلعن_أبو يا_كلب يا_حمار يا_حيوان واطي ساقط ساقطة شرموطة قذارة نذل انذال أنذال جبان جبناء خونه
      الخونة الخونه خيانه الفاسدين سرقه نهب ظالمين طغاة طاغية ديكتاتور دكتاتور قمع تعذيب اغتصاب تحرش الارهابيين
      الإرهابيين قصف ضحايا جرحى مأساه فاشلين الفشل خسران مهزلة مهزله مسخرة مسخره سخافة تفاهه كلام_فاضي عبيط اهبل أهبل
      غبيه اغبى أغبى منحط زهقان زهقانة ضايقني متضايق متضايقة قرفان قرفانة مقهورة تعبانه موجع صدمة مخيب محبطة مستفز
      مستفزة استفزاز عنصريه كذابه منافقين النفاق خبيث خبيثة الشر شيطان الشيطان جحيم غلط غلطة سيئين اسوء أسوء الأسوأ
      الاسوأ الاسوء مافي_فايدة كارثه
      ربنا_ينتقم الله_ينتقم منهم_لله منه_لله الله_يلعنك يا_ساتر يا_خسارة ياخسارة خساره حزنا بحزن
      مقهورين غاضب غاضبة عصبية معصب عصبني مستاء مستاءة استياء مخزي مخزية العار الفضيحة فضايح فضائح يا_عيب عيب_عليك
      عيب_عليكم حقارة الحقارة وقاحة وقح وقحة بلطجة بلطجية همج همجية همجي ارهابية إرهابية إجرام اجرام الاجرام المجرم
      مجرمين المجرمين قتلة اعدام إعدام العدوان الاحتلال حصار غارات دماء معاناة المعاناة فقر الفقر جوع بطالة البطالة
      غلاء رشوة تزوير الكذابين دجال مرتزقة المتخلفين خرا طز تبًا اوف زهق يقرف مقرفين بايخ بايخة بايخه تافهين خايب
      خايبة سيئ_جدا ماحبيت ماحبيته مايسوى مايستاهل`,
  },
};

/**
 * Words that turn the next listed word or the one before to the other side, per language (the
 * English ones for Hinglish and code-mixed posts).
 */
export const NEGATORS: Record<string, string> = {
  es: "no nunca ni sin tampoco jamas jamás",
  pt: "não nao nunca nem sem jamais",
  fr: "pas jamais sans",
  de: "nicht kein keine keinen keiner nie niemals ohne",
  it: "non senza né",
  hi: "nahi nahin nhi nai mat not no never dont don't नहीं नही मत ना न",
  ar: "لا ما مش ليس لم لن مو بدون غير مب",
};

/** The lists of a language (the engine's code) as training posts: a word or phrase each. */
export function lexiconItems(code: string): Item[] {
  const lists = LEXICON_LISTS[code];
  if (lists === undefined) return [];
  const of = (list: string, label: "positive" | "negative") =>
    [...new Set(list.split(/\s+/).filter((w) => w !== ""))].map((w): Item => ({
      text: w.replaceAll("_", " "),
      label,
      human: label === "positive" ? 1 : -1,
    }));
  return [...of(lists.positive, "positive"), ...of(lists.negative, "negative")];
}

const made = new Map<string, WordLists>();

/**
 * Every language's lists as one (the engine's WordLists, phrases with a space): what the model's
 * header carries when trained with them. A word on both sides (none today) counts as negative.
 * `arabicPrefixes`: an Arabic word not listed is also read without "و", "ف", "ال", "بال"... glued
 * before it (sentiment-model.ts sideOfWord).
 */
export function wordLists(negation: "none" | "before" | "around" = "none", arabicPrefixes = false): WordLists {
  let lists = made.get(`${negation} ${arabicPrefixes}`);
  if (lists === undefined) {
    const side = (key: "positive" | "negative") => [
      ...new Set(
        Object.values(LEXICON_LISTS).flatMap((l) =>
          l[key]
            .split(/\s+/)
            .filter((w) => w !== "")
            .map((w) => w.replaceAll("_", " ")),
        ),
      ),
    ];
    const negative = side("negative");
    const negators = [...new Set(Object.values(NEGATORS).flatMap((l) => l.split(" ")))];
    lists = {
      positive: side("positive").filter((w) => !negative.includes(w)),
      negative,
      ...(negation === "none" ? {} : { negators }),
      ...(negation === "around" ? { negatorAfter: true } : {}),
      ...(arabicPrefixes ? { arabicPrefixes: true } : {}),
    };
    made.set(`${negation} ${arabicPrefixes}`, lists);
  }
  return lists;
}
