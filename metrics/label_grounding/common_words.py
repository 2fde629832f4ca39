"""English words rubric v3 takes for general vocabulary, not clinical terms: ``WORDS``, the whole-word
tokens of SmolLM2-135M-Instruct's tokenizer (byte-level BPE learnt on web text; Apache-2.0, Hugging
Face), lower-cased, alphabetic, three letters or more; and ``FREQUENT``, those among its first
8,000 ids, of any length: everyday words. Each word is written once, in the block of its kind.
Written by scripts/make_common_words.py; do not edit."""

# in both: frequent, three letters or more
_EVERYDAY = frozenset(
    """
    abilities ability able about above abs absol absorb abstract abund abuse academ academic acc
    accel accept accepted access accessible accident accom accommod accompl according account
    accounts accum accur accuracy accurate achie achieve achieved acid acids acknow acknowled acqu
    across act action actions activ active activities activity acts actual actually adapt add added
    adding addition additional additionally address addressing adds adequ adequate adj adjust adm
    administ administr administration adop adopt adopted adult adults adv advance advanced advant
    advantage advantages advent adventure advert advice advis advoc aer aff affect affected
    affecting affects afford afric africa african after again against age agencies agency agent
    agents ages agg ago agree agreed agreement agricult agricultural agriculture ahead aid aim aimed
    aims air aircraft alcohol alex alg algorith algorithm algorithms align alike all alle allerg
    allow allowed allowing allows almost alone along alongside already also alt alter altern
    alternative although always amazing amb americ america american americans amid among amount
    amounts anal analy analys analysis analyze ancest ancient and ang angle anim animal animals ann
    annual another answ answer answers ant anti antib antibiot anxiety any anyone anything apart app
    apparent appe appear appearance appeared appears appl applic application applications applied
    apply applying appoint appreci appreciate appreciation appro approach approaches appropri
    appropriate approx approximately april aqu arab arch archae architect architecture are area
    areas aren arg args argue argument arguments arm arms army around arr arrange array arrived art
    article articles artificial artist artistic artists arts asia asian ask asked asking asp aspect
    aspects ass assemb assert assess assessment assign assist assistance associ associated
    association assum assume ast astron ath athlet atl atmosp atmosphere att attached attack attacks
    attempt attempts attend attention attract aud audience aug august aust austral australia
    australian aut authent author authorities authority authors autom auton avail available average
    avoid award aware awareness away axis bab baby back background bacter bacteria bad bal balance
    ball ban band bank banks bar barri barriers bas base based basic basis batch bath batter battery
    battle bay bear beaut beautiful beauty bec became because become becomes becoming bed been
    before beg began begin beginning begins beh behav behavi behavior behaviors behaviour behind
    being beings bel belie belief beliefs believe believed belong below ben benef beneficial benefit
    benefits ber best bet better between beyond bible big bigger biggest bill billion bio biod
    biological biology bir bird birds birth bit black ble blind block blocks blog blood blue board
    bodies body bond bonds bone bones book books boost border born bot both bott bottom bound
    boundaries bow box boy bra brain branch branches brand bre bread break breast breat breath
    breathing bridge brief bright bring bringing brings brit britain british bro broad broader
    broken brother brought brown bud budd budget build building buildings built bul bur burn bus
    business businesses but butter button buy cal calcium calcul calculate california call called
    calls cam came camera camp campaign can canad canada canadian cancer cand candid cannot cap
    capabilities capable capac capacity capital capt capture car carb carbon card cardi cards care
    career careful carefully carol carried carry carrying cars cart case cases cast cat catch categ
    categories category cath catholic cats caus cause caused causes causing cele celebr cell cells
    cent center centers central centuries century cere cert certain certainly chain chall challeng
    challenge challenges challenging chance chang change changed changes changing channel chapter
    char character characteristics characterized characters charg charge charles chart che check
    chem chemical chemicals chick chief child childhood children china chinese cho choice choices
    cholesterol choose chosen christ christian chrom chronic church cir circ circle circuit circum
    circumst circumstances cit cities citiz citizens city civil claim claims class classes classroom
    cle clean cleaning clear clearly click client clients clim climate clin clinical clos close
    closed closely closer clothing cloud coal coast coastal code coff coffee cogn cognitive col cold
    coll collab collabor collaboration colle colleagues collect collected collection collective
    college colon colonial color colors colour columb column com comb combat combination combined
    come comes comfort comfortable coming comm command comment comments commerc commercial
    commission commit commitment committed committee common commonly commun communic communicate
    communication communities community comp compan companies company compar compare compared
    comparison compet competition compl comple complet complete completed completely complex
    complexity complicated compon component components composition compounds compr compre comprehens
    comprehensive comprom comput computer computers computing con conc concent concentration concept
    concepts concern concerned concerning concerns conclud conclusion concrete condition conditions
    conduct conducted conf conference confidence confident config confirm conflic conflict conflicts
    cong congress conn connect connected connection connections cons conscious consequ consequences
    conservation consid consider consideration considered considering consist consistent consists
    const constant constantly constit constitution construct construction consult consum consumer
    consumers consumption cont contact contain contained container containing contains contamin
    contemporary content context contin continu continue continued continues continuous contract
    contrast contribut contribute contributed contributing contributions control controll controlled
    controls controvers conv conven convent conventional conver convers conversation conversations
    convert convey cook cooking cool coord cop copy cor core corn corner corpor correct correctly
    correl correspond cos cost costs cou could couldn coun council count counter countries country
    county couple cour course courses court cover covered covers covid cra craft cre creat create
    created creates creating creation creative creativity creatures cred credit crim crime criminal
    cris crisis crit criteria critic critical crop crops cross crow cru crucial cry cryst cul cult
    cultiv cultural culture cultures cup cur curiosity curious current currently curriculum cust
    custom customer customers cut cutting cycle daily dam damage damaged dan dance dang danger
    dangerous dark dat data database dataset date daughter dav david day days dead deal dealing
    death deaths deb debate debt dec decade decades december decide decided decision decisions decl
    decline decor decre decrease ded dedicated deep deeper deeply def default defe defense defic
    defin define defined definition deg degree degrees del delay deli deliver delivery delve dem
    demand demands demon demonstr demonstrate demonstrated den density dent dental dep depart
    department depend depending depends depict depos depression depth der derived des desc describ
    describe described describes description design designed designs desire desired despite dest
    destroy destroyed det detail detailed details detect detection determ determine determined dev
    develop developed developing development developments device devices diabetes diagn diagnosed
    diagnosis dial dialogue diam dict did didn die died diet diff differe difference differences
    different differently difficult difficulties difficulty dig digest digital dim din dioxide
    direct direction directly director dis disapp disc discipl discover discovered discovery discrim
    discrimination discuss discussed discussing discussion discussions dise disease diseases
    disorder disorders display disput disrupt diss dist distance distinct distingu distributed
    distribution district disturb div dive divers diverse diversity divid divided division dna doc
    doct doctor doctors document documents does doesn dog dogs doi doing doll dom domain domestic
    don done door dou doub double doubt down download dra drain dram draw drawing drawn dream dri
    drink drinking drive driving dro drop drug drugs dry due during dust dut dynam dynamic dynamics
    dys each ear earl earlier early earn earth eas easier easily east eastern easy eat eating econom
    economic economy ecosystem edge editor educ education educational educators eff effect effective
    effectively effectiveness effects effic efficiency efficient effort efforts egg eggs egypt eight
    either eld ele elect electric electrical electricity electro electron electronic element
    elements elev elif elim else email emb embed embra emerg emerged emergency emerging emissions
    emot emotion emotional emotions emp empathy emphas empire employ employed employees employment
    empower empt empty enab enable enables enabling enc encou encounter encourag encourage
    encouraged encourages end ended ends enem energy eng engage engaged engagement engaging engine
    engineering engineers england english enh enhance enjoy enough ens ensure ensures ensuring ent
    enter entered entertain enthus entire entirely entry environment environmental environments epid
    equ equal equality equally equipment equivalent era err error errors especially ess essay
    essential est estab establish established estim estimate estimated estimates etc eth ethical
    ethnic europe european evalu evaluate evaluation even event events eventually ever every
    everyday everyone everything evidence evol evolution evolved exact exactly exam examination
    examine examining example examples exc excell excellent except exception excess excessive
    exchange exciting exec exerc exercise exercises exhib exist existence existing exists exp expand
    expansion expect expectations expected expensive exper experi experience experienced experiences
    experiencing experim experiment experiments expert expertise experts expl explain explained
    explains explan explanation explicit explo exploration explore exploring expos exposed exposure
    express expressed expression ext extended extensive extent external extra extract extraord
    extrem extreme extremely eye eyes fab fabric fac face faced faces facilit facilitate facilities
    facing fact factor factors facts fail failed failure fair fairly faith fall false fam familiar
    families family famous fant far farm farmers farming fasc fascinating fashion fast faster fat
    father fav favor favorite fear feature features feb february federal feed feedback feeding feel
    feeling feelings feels feet fell fellow felt fem female fer fert fertil fest fever few fewer fib
    fiber fiction field fields fif fig fight fighting figure figures fil file files fill filled film
    filter fin final finally financ financial find finding findings fine finished fire firm first
    fish fit five fix fixed flag flat flav fle flex flight flo float flood floor flor florida flour
    flow flowers flu fluid fly focus focused focuses focusing fol fold follow followed following
    follows food foods foot for force forced forces fore foreign forest forests forg forget form
    formal format formation formed former forming forms formula fort forth forward foss fossil fost
    foster fostering found foundation founded four fract frag fram frame framew framework franc
    france francis frank fre free freedom french frequ frequency frequent frequently fresh fri
    friend friendly friends fro from front fru fruit fruits fuel ful full fully fun function
    functional functions fund fundamental funding funds furn further furthermore future gain gained
    gal gall game games gap gar gard garden gas gather gave gen gender gene gener general generally
    generate generated generation generations genes genetic gent georg george germ german germany
    get gets getting gir girls give given gives giving glass glob global gluc goal goals god goes
    going gold gone good goods google got govern government governments gra grad grade gradu
    gradually graduate gram grand grant graph grass great greater greatest greatly gree greek green
    greenhouse grew grid grou ground group groups grow growing grown growth guarant guess guid
    guidance guide guidelines gun hab habit habitat habits had hair half ham hand handle handling
    hands happ happen happened happening happens happy har hard harm harmful harv has have having
    haw haz head healing health healthcare healthy hear heard hearing heart heat heav heavily heavy
    height hel held help helped helpful helping helps hen henry her here heritage hero hidden hig
    high higher highest highlight highly him himself his hist histor historic historical history hit
    hiv hol hold holding holds hole hom home homes hon honor hop hope hor horiz horm horse hosp
    hospital host hot hour hours hous house household houses housing how however http https huge hum
    human humanity humans hundred hundreds hunt hus hyd hydrogen hyp hyper hypothes ice icon ide
    idea ideal ideas ident identified identify identifying identity ign ill ille illness illust imag
    image images imagine imm immedi immediate immediately immig immun immune imp impact impacts
    imper impl implement implementation implemented implications import importance important
    impossible impro improve improved improvement improving inc inches includ include included
    includes including income incorpor incorporate incorporating incre increase increased increases
    increasing increasingly incred incredible ind indeed independ independence independent index
    india indian indic indicate indicates indigenous individual individuals indu indust industrial
    industries industry inequ inf infect infected infection infections infl inflamm inflammation
    influ influence influenced influences inform information informed infrastructure ing ingred
    ingredients inhab inherent inhib init initi initial initially initiatives inj inject injuries
    injury inn inner innov innovation innovative input ins insect insects insert inside insight
    insights insp inspired inst install installed instance instances instead institute institution
    institutions instru instruct instruction instructions instrument instruments insurance int
    intake integ integr integrated integration intellect intellectual intellig intelligence intended
    intense intent inter interact interaction interactions interest interested interesting interests
    interf intern internal international internet interpre interpret interpretation intervention
    interventions interview into intric intricate introdu introduce introduced introduction inv
    invent invest investig investigation investment invol involve involved involves involving ire
    ireland iron isbn isinstance islam island isn isol israel iss issue issued issues italian italy
    item items its itself james jan january japan japanese jer jes jesus jew jewish jews job jobs
    john join joined joint jose joseph jour journal journey joy json jud july jump june just justice
    keep keeping kept key kid kids kil kill killed kind kinds king kit kne knew know knowing
    knowledge known knows kore lab label labels labor laboratory lack lake land lands landscape
    langu language languages larg large largely larger largest last lat late later latest latin
    latter laun launch launched law laws lay layer layers lead leader leaders leadership leading
    leads leaf lear learn learned learners learning least leave leaves leaving lect led left leg
    legal legis legislation legs len length lens less lesson lessons let letter letters level levels
    lib libr library lic license lies lif life lifestyle light lights lik like likely lim limit
    limitations limited limits line linear lines link linked links liqu liquid list listed listen
    listening lit liter literary literature little liv live lived liver lives living load loc local
    located location locations log logging london long longer look looked looking looks lord lose
    loss lost lot lots lou louis love loved low lower lung mac mach machine machines mad made mag
    magn magnetic main mainly maintain maintaining maintenance major majority make makes making mal
    male mamm man manage managed management managing mand manif manip manner manufact manufacture
    manufacturing many map maps mar march marg marine mark marked market markets marriage married
    mars mart mary mass massive master mat match material materials math mathemat mathematical
    mathematics matrix matter matters max maxim maximum may maybe meal meals mean meaning meaningful
    means meant meas measure measured measurement measurements measures meat mechan mechanical
    mechanism mechanisms med media medic medical medication medications medicine medium meet meeting
    mel mem member members membr memory men ment mental mention mentioned mer mere merely mess
    message messages met metab metal meth method methods mex mexico mice mich michael micro mid
    middle mig might mil mild miles military milk mill million millions min mind minds minerals
    minim minimize minimum mining minor minutes mir mis miss missing mission mist mit mitig mix
    mixed mob mobile mod mode model models modern module moist moisture mole molecular molecules mom
    moment moments mon money monit monitor monitoring mont month months mood moon mor moral more
    moreover morning mort most mostly mot mother motion motiv motor mount mountain mouth mov move
    moved movement movements moves movie moving much mult multi multiple mur mus muscle muscles
    museum music musical muslim must mut mys myself myst myster myth name named names nan narr
    narratives narrow nas nasa nation national nations native natural naturally nature nav navig
    navigate near nearby nearly necess necessarily necessary neck need needed needs neg negative
    negot neigh neighb neighbor neighborhood neither nerv nerve nervous net network networks neur
    neuro neut never new newly news newsp next nic night nine nit nob node noise non none nor norm
    normal normally north northern not notable note noted notes nothing notice noticed novel
    november now nucle nuclear num number numbers numerous numpy nurs nut nutri nutrients nutrition
    obesity object objective objectives objects oblig obs observ observation observations observe
    observed obst obtain obtained obvious occ occasion occup occur occurred occurs ocean oct october
    off offer offered offering offers offic office official officials often oil old older once one
    ones ongoing online only onto open opened opening oper operate operating operation operations
    opin opinion opp opportun opportunities opportunity opposite opt optim optimal option options
    oral ord order organ organic organisms organization organizations organized organs orient orig
    origin original originally other others otherwise our ourselves out outbre outcome outcomes outl
    output outside over overall overcome overl overw overwhel own owner owners oxygen pacific pack
    page pages paid pain paint painting pair pal pan pand paper papers par paralle parallel param
    parameters parent parents paris park parser part partic particip participants participate
    participation particles particular particularly parties partner partners parts party pass
    passage passed passing passion past pat path patient patients pattern patterns paul pay peace
    ped pen penn people peoples per percent percentage perfect perform performance performed
    performing perhaps period periods perm perman permanent pers persist person personal persons
    perspect perspective perspectives pet peter pharm phase phd phen phenomen phenomenon phil philos
    philosophy phone phot photograph photos phr phys physical physics pick pict picture pictures pie
    piece pieces pig pil pip place placed places plan planet planning plans plant plants plastic
    plate platform platforms play played player players playing plays ple please plenty plot plt
    poet poetry point points pol polic police policies policy polit political politics poll
    pollution poly pool poor pop popular population populations port portion pos position positions
    positive poss possess possibilities possibility possible possibly post pot potential potentially
    poverty pow power powerful powers pra pract practical practice practices practition pray pre
    prec pred predict pref prefer pregn pregnancy prem prep prepar preparation prepare prepared pres
    presc presence present presentation presented presents preserve president press pressure pret
    pretty prev preval prevent preventing prevention previous previously pric price prices prim
    primarily primary prin princ principle principles print printing prior prison priv private pro
    prob probably proble problem problems proced procedure procedures proceed process processes
    processing produ produce produced produces producing product production productivity products
    prof profess profession professional professionals professor profound prog program programming
    programs progress project projects prom prominent promote promoting prompt pron proof prop
    proper properly properties property proport propos proposed pros prot prote protect protected
    protecting protection protein proteins protocol prov prove provid provide provided providers
    provides providing psych psychological psychology pub public publication publish published pul
    pull pump pun pup pur purch purchase pure purpose purposes pursu push put putting puzz python
    qual qualities quality quant que quest question questions quick quickly quite race racial rad
    radiation radio rail rain raise raised ran rand random range rapid rapidly rare rat rate rates
    rather ratio raw reach reached reaching react reaction reactions read reader readers reading
    ready real reality realize realized really realm reason reasons reb rec rece receive received
    receiving recent recently recept recip recogn recognition recognize recognized recomm recommend
    recommendations recommended record recorded records recovery recycl red redu reduce reduced
    reduces reducing reduction ref refer reference referred refers reflect reform refuge reg regard
    regarding regardless region regional regions regist regul regular regularly regulation
    regulations rein reject rel related relation relations relationship relationships relative
    relatively relax rele release released relevant reliable relief relig religion religious rely
    rem remain remained remaining remains remark remarkable remember remind remote remov remove
    removed renew rep repair repe repeated repl replace replaced report reported reports represent
    representation represented representing represents reprodu republic reput requ request require
    required requirements requires requiring res rese researc research researchers reserv resident
    residents resilience resist resistance resol resolution reson resource resources resp respect
    respectively respond respons response responses responsibility responsible rest restrict result
    resulted resulting results ret retrieved return returned returns rev reve reveal revealed reven
    review revolution reward rhy rhyth rice rich richard rid rig right rights ris rise rising risk
    risks river rivers road rob rober robert robust rock rocks role roles roll rom roman rome roof
    room root roots rot round rout route routine row royal rub rul rule rules run running runs rural
    russ russia russian sac sacr saf safe safety said sal sales salt sam same sample samples san
    sand sar sat satell satis satisf sav save saw say saying says scale scan scen scene sch sche
    sched schol scholars school schools sci science sciences scient scientific scientists score
    scores scot scott scre screen script sea search season sec second secondary seconds secret sect
    section sections sector secure security sed see seed seeds seeing seek seeking seem seemed seems
    seen seg select selected selection self sell sem sen send sens sense sensitive sent sentence
    separ separate sept september sequ sequence ser series serious serv serve served server serves
    service services serving session sessions set sets sett setting settings settle seven sever
    several severe sex sexual shad shall shap shape shaped shapes shaping share shared sharing sharp
    she shed sheet shel shell shif shift ship ships shop short shot should show showed showing shown
    shows shut sick side sides sight sign signal signals signific significance significant
    significantly signs sil sim similar similarly simpl simple simply simultane simultaneously sin
    since sing single sit site sites situ situation situations six size sizes ske skill skills skin
    sky sleep slightly slow slowly small smaller smart smith smo smoke smoking smooth snow soci
    social societ societal societies society sod soft software soil sol solar sold soldiers sole
    solid solution solutions solve solving som some someone something sometimes somewhat son song
    soon sort sou sought sound sounds source sources south southern sov soviet space spaces spain
    spanish spe speak speaking spec special specialized species specific specifically specified
    spect speech speed spend spending spent spin spirit spiritual split spok sport sports spot
    spread spring squ square stability stable staff stage stages stake stand standard standards
    standing stands star stars start started starting starts stat state stated statement statements
    states station statistics status stay ste steel stem step steps stick still stim stimul stock
    stomach stone stop storage store stored stores stories storm story str stra straight strateg
    strategies strategy stre stream street streng strength strengthen stress stret stri strict
    string stroke strong stronger strongly stru struct structural structure structures strugg
    struggle stud student students studied studies study studying stuff style styles sub subject
    subjects subs subsequ subsequent subst substance substances substant substantial suc succeed
    success successful successfully such sudden suff suffer suffering sufficient sugar suggest
    suggested suggests suitable sum summary summer sun super supp suppl supplement supplies supply
    support supported supporting supports supposed sur sure surface surfaces surg surgery surpr
    surround surrounding surv surve survey survival survive sus susp sust sustain sustainability
    sustainable swe sweet swim switch sym symbol symbols symptoms syn syndrome synt sys system
    systems table tack tag tail take taken takes taking tal talk talking tall tank tap target
    targets task tasks taste taught tax tea teac teach teacher teachers teaching team teams techn
    technical technique techniques technological technologies technology teen teeth tele tell tells
    tem temper temperature temperatures ten tend ter term terms territ territory test tested testing
    tests tex texas text texts than thanks that the their them theme themes themselves then theore
    theories theory thera therap therapy there thereby therefore therm these thesis they thick thin
    thing things think thinking third this thomas thor those though thought thoughts thous thousand
    thousands thr thread threat threats three through throughout thus tim time times tiny tips
    tissue tissues tit title today toget together told toler too took tool tools tooth top topic
    topics tor torch tot total tou touch tour toward towards town tox toxic tra track trade
    tradition traditional traditions traffic train trained training trans transc transfer transform
    transformation transition transl transmission transport transportation traum trauma travel tre
    treat treated treating treatment treatments tree trees trend trends tri trial trials trib tried
    trig trip tro troops trou trouble tru true truly trust truth try trying tum tun tur turn turned
    turning turns tut twenty twice two typ type types typical typically ult ultimately unable unc
    uncertain und under underlying understand understanding understood unexpected unf union unique
    unit united units univers universal universe universities university unknown unless uns unt
    until unus unusual unw upd update upon upper urban usa usage use used useful user users uses
    using usually util vac vacc vaccine val valid valley valu valuable value values var vari
    variable variables variety various vary vast veget vegetables veh vehicle vehicles vent ver verb
    vers version very vess vessels veter via vibr vict victim victims vide video videos view views
    vill village viol violence vir virgin virginia virt virtual virus vis visible vision visit
    visitors visual vit vital vitamin voice vol voltage volume volunt vote vul vulner vulnerable
    wait waiting walk walking wall walls want wanted wants war warm warming warn was washington wasn
    waste watch watching water waters wave waves way ways weak wealth weap weapons wear weather web
    webs website websites week weeks weight wel well went were west western wet what whatever whe
    when whenever where whereas whether which while white who whole whom whose why wid wide widely
    widespread wife wil wild wildlife will willi william willing win wind window winter wire wis
    wisdom wish with within without witness woman women won wond wonder wood wor word words work
    worked workers working works world worldwide worry worse worth would wouldn writ write writer
    writers writing written wrong wrote www year years yellow yet yield york you young younger your
    yourself youth zero zone
    """.split()
)

# the other whole-word tokens of three letters or more
_OTHER = frozenset(
    """
    aaa aap aaron aba abandon abandoned abandoning abandonment abbas abbey abbott abbre abbrev
    abbreviated abbreviation abbreviations abc abd abdomen abdominal abduct abdul abdullah abe abel
    aber aberr abide abigail abiotic ablation abnorm abnormal abnormalities abnormality abnormally
    abo aboard abode abol abolish abolished abolition abolitionist aboriginal abort abortion
    abortions abound abraham abram abras abrasion abrasive abre abreast abroad abrupt abruptly
    abscess absence absent absentee absolute absolutely absor absorbed absorbing absorbs absorption
    abst abstinence abstraction abstracts absurd absurdity abu abundance abundant abundantly abused
    abuses abusing abusive acad academia academically academics academy acceler accelerate
    accelerated accelerates accelerating acceleration accelerator accent accents acceptable
    acceptance accepting accepts accessed accessibility accessing accession accessories accessory
    accidental accidentally accidents acclaim acclaimed accommodate accommodating accommodation
    accommodations accompan accompanied accompanies accompaniment accompany accompanying accomplish
    accomplished accomplishing accomplishment accomplishments accord accordance accorded accordingly
    accountability accountable accountant accountants accounted accounting accred accreditation
    accredited accret accretion accumulate accumulated accumulates accumulating accumulation
    accurately accus accusation accusations accuse accused accusing accustomed ace acet
    acetaminophen acetate acetyl ach ache aches achievable achievement achievements achieves
    achieving achilles acidic acidification acidity ack acknowledge acknowledged acknowledgement
    acknowledges acknowledging acknowledgment acl acm acne acorns acoust acoustic acquaint
    acquaintance acquaintances acquainted acquire acquired acquires acquiring acquisition
    acquisitions acre acreage acres acron acronym acrylic acs acta acted actin acting actionable
    activate activated activates activating activation actively activism activist activists actor
    actors actress actu actuality actuators acuity acup acupuncture acute acutely ada adam adams
    adaptability adaptable adaptation adaptations adapted adapter adapting adaptive adapts adc
    addict addicted addiction addictions addictive addicts addison additions additive additives addr
    addressed addresses ade adela adelaide aden adept adequately adhd adhere adhered adherence
    adherent adherents adheres adhering adhes adhesion adhesive adhesives adip adipose adjacent
    adject adjective adjectives adjoining adjud adjunct adjustable adjusted adjusting adjustment
    adjustments adjusts adler admin administer administered administering administrations
    administrative administrator administrators admirable admiral admiralty admiration admire
    admired admiring admission admissions admit admits admitted admitting admon adobe adolesc
    adolescence adolescent adolescents adolf adopting adoption adoptive adopts adorable adorn
    adorned adrenal adrenaline adri adrian ads adsorption adul adulter adultery adulthood
    advancement advancements advances advancing advantageous adventurers adventures adventurous
    adverb advers adversaries adversary adverse adversely adversity advertise advertised
    advertisement advertisements advertising advisable advise advised adviser advisers advises
    advising advisor advisors advisory advocacy advocate advocated advocates advocating aedes aegean
    aene aeration aerial aerobic aerodynamic aeron aeronautics aeros aerosol aerosols aerospace aest
    aesthetic aesthetically aesthetics afar affair affairs affection affectionate affective affili
    affiliate affiliated affiliates affiliation affiliations affinity affirm affirmation
    affirmations affirmative affirmed affirming affirms afflict afflicted affluent affordability
    affordable afforded affords afghan afghanistan afore aforementioned afp afraid africans afro aft
    afterlife aftermath afternoon afterward afterwards agar aged ageing agenda agendas aggrav
    aggravate aggravated aggreg aggregate aggregated aggregates aggregation aggress aggression
    aggressive aggressively agile agility aging agitated agitation agnes agon agrarian agreeable
    agreeing agreements agrees agro agu ahmad ahmed aide aided aiding aids ail ailment ailments
    aiming airborne aires airflow airline airlines airplane airplanes airport airports airtight
    airway airways aisle aka akin alab alabama alan alarm alarmed alarming alarms alaska alaskan alb
    alban albania albanian albany albeit alber albert alberta album albums alcoholic alcoholism ald
    ale alert alerted alertness alerts alexa alexand alexander alexandra alexandria alf alfalfa
    alfred algae algal algebra algebraic alger algeria algon algorithmic ali alias alice alien
    alienated alienation aliens aligned aligning alignment alignments aligns alison alive alk alkal
    alkali alkaline allah allan alleg allegations alleged allegedly allegiance allegorical allegory
    allele alleles allen allergen allergens allergic allergies allergy allev allevi alleviate
    alleviating alley alliance alliances allied allies alligator allison allocate allocated
    allocating allocation allot allotted allowable allowance allowances alloy alloys alluded allure
    alluvial ally alma almighty almond almonds aloe aloud alph alpha alphabet alphabetical alphabets
    alpine alps als altar alteration alterations altered altering alternate alternately alternating
    alternatively alternatives alters altitude altitudes alto altogether altru altruism alumin
    aluminium aluminum alumni alve alveolar alzheimer amalg amalgam amanda amar amateur amaz amaze
    amazed amazingly amazon ambassador ambassadors amber ambient ambig ambiguity ambiguous ambit
    ambition ambitions ambitious ambul ambulance amd amelia amelior amen amenable amend amended
    amendment amendments amenities amer americas ames amidst amin amino amish ammon ammonia ammonium
    ammunition amnesty amongst amos amounted amp amph amphib amphibian amphibians amphibious ampl
    ample amplification amplified amplifier amplifiers amplify amplifying amplitude amps amput
    amputation amsterdam amuse amusement amusing amy amyg amygdala amyl amyloid ana anab anabapt
    anaemia anaerobic analges analog analogies analogous analogue analogy analyse analysed analyses
    analysing analyst analysts analytic analytical analytics analyzed analyzer analyzes analyzing
    anaphyl anaphylaxis anarch anarchist anarchists anarchy anat anatolia anatomical anatomy anc
    ancestor ancestors ancestral ancestry anch anchor anchored anchors anci ancients andean andersen
    anderson andes andhra andre andrea andreas andrew andrews android andy anecd anecdotal anecdotes
    anem anemia anest anesthesia anesthetic aneur aneurys aneurysm anew angel angela angeles angels
    anger angi angina angled angles anglic anglican anglo angola angry angu angular animate animated
    animation animations anime ank ankle ankles anna annals anne annex annexation annexed annie
    annih annihilation anniversary annot annotated annotation annotations announce announced
    announcement announcements announces announcing annoy annoyed annoying annually annuals annum
    anode anomal anomalies anomalous anomaly anonym anonymity anonymous anonymously anorexia ans
    answered answering antagon antagonist antagonists antar antarctic antarctica ante anteced anten
    antenna antennae antennas anterior anth anthem anthology anthony anthrax anthrop anthropogenic
    anthropological anthropologist anthropologists anthropology antibacterial antibiotic antibiotics
    antibodies antibody antic anticip anticipate anticipated anticipating anticipation antico
    anticoagul antid antidepress antidepressant antidepressants antidote antif antifungal antig
    antigen antigens antihist antihistamines antim antimicrobial antio antioch antioxid antioxidant
    antioxidants antip antipsych antiqu antique antiques antiquities antiquity antiretroviral antis
    antise antisem antiseptic antisocial antit antiv antiviral antivirus anton antonio antony ants
    anus anx anxieties anxious anybody anymore anytime anyway anywhere aorta aortic apa apache
    apartheid apartment apartments ape aperture apes apex aph aphid aphids api apis apnea
    apocalyptic apoll apollo apolog apologize apologized apology apopt apoptosis apost apostle
    apostles appalach appalachian appar apparatus apparel apparently appeal appealed appealing
    appeals appearances appearing appease append appendix appet appetite applaud apple apples
    appliance appliances applicability applicable applicant applicants applies appointed appointment
    appointments appraisal appre appreciated appreciating apprehend apprehens apprehension apprent
    apprentice apprentices apprenticeship approached approaching appropriated appropriately
    appropriateness appropriation approval approve approved approving approxim approximate
    approximation apps apr apric apt aptitude aptly aquaculture aquarium aquariums aquatic aqueduct
    aqueous aquifer aquifers aquinas ara arabia arabian arabic arabidopsis arable arabs aram aramaic
    arbit arbitrarily arbitrary arbitration arbor arc archaeological archaeologist archaeologists
    archaeology archaic archbishop arche archeological arches archetypes archipelago architects
    architectural architectures archival archive archived archives arcs arctic ard ardent ardu
    arduino arduous arena argent argentina argentine argon argparse argu arguably argued argues
    arguing argumentative ari arid arise arisen arises arising arist aristocracy aristocratic
    aristot aristotle arithmetic arizona ark arkansas arlington armed armen armenia armenian
    armenians armies armor armored armour armp armstrong arn arnold arom aroma aromas aromatherapy
    aromatic arose arous arousal aroused arp arranged arrangement arrangements arranging arrays
    arrest arrested arrests arrhythmias arrival arrivals arrive arrives arriving arrog arrogance
    arrogant arrow arrows arsen arsenal arsenic arte artefacts artem artemis arter arterial arteries
    artery arth arthritis arthrop arthropods arthur artic articlegoogle articlepubmedgoogle
    articulate articulated articulating articulation artif artifact artifacts artific artificially
    artillery artisan artisanal artisans artistry artwork artworks arxiv ary asbestos asc ascend
    ascended ascending ascent ascertain ascetic ascii ascribed asd ase asean asexual ash ashamed
    ashes ashley ashore asians asiatic aside asks asleep asparagus aspart asper asperger asphalt
    aspir aspiration aspirations aspire aspirin aspiring assam assass assassinated assassination
    assault assaults assay assays assembl assemblage assemblages assemble assembled assemblies
    assembling assembly asserted asserting assertion assertions assertive assertiveness asserts
    assessed assesses assessing assessments asset assets assigned assigning assignment assignments
    assigns assim assimilate assimilated assimilation assistant assistants assisted assisting
    assistive assists associate associates associating associations assortment assumed assumes
    assuming assumption assumptions assurance assure assured assuring assy assyria assyrian aster
    asteroid asteroids asthma astm aston astonishing astounding astrology astronaut astronauts
    astronomer astronomers astronomical astronomy astroph astrophysics asylum asym asymmetric
    asymmetrical asymmetry asymptomatic asyn async asynchronous asyncio ate athe atheism atheist
    athen athena athenian athens atherosclerosis athlete athletes athletic athletics atlanta
    atlantic atlantis atlas atm atmospheres atmospheric atom atomic atoms atonement atop atopic atp
    atrial atroc atrocities atrophy attach attaches attaching attachment attachments attacked
    attacker attackers attacking attain attainable attained attaining attainment attempted
    attempting atten attendance attendant attended attendees attending attends attent attentive
    attentively attenuation attest attested attic attire attitude attitudes attorney attorneys attr
    attracted attracting attraction attractions attractive attractiveness attracts attribut
    attributable attribute attributed attributeerror attributes attributing attribution attrs
    attuned atypical aub auckland auction auctions audi audible audiences audio audit auditing
    auditor auditory audits audubon augment augmentation augmented augusta augustine augustus aunt
    aur aura aure aureus aurora auschwitz ausp auspices auspicious austen auster austin australians
    austria austrian austro auth authentic authentically authenticate authenticated authentication
    authenticity authored authoritarian authoritative authorization authorize authorized authorship
    autism autistic auto autobi autobiographical autobiography autoimmune automate automated
    automatic automatically automating automation automobile automobiles automotive autonom
    autonomic autonomous autonomously autonomy autosomal autumn aux auxiliary availability aval
    avant avatar ave aven avenue avenues aver averaged averages averaging aversion avert avg avian
    aviation avid aviv avoc avocado avocados avoidance avoided avoiding avoids awa await awaited
    awaiting awaits awake awaken awakened awakening awarded awards awe awesome awful awkward aws axe
    axes axi axial axle axons ayurved ayurveda ayurvedic azer azerbai azerbaijan azte aztec aztecs
    azure baal babies babylon babylonian bac bach bachelor bacillus backbone backdrop backed backend
    backgrounds backing backlash backpack backs backup backups backward backwards backyard bacon
    bacteri bacterial bacterium badge badges badly baff bag baggage bagh baghdad bags bah bahamas
    bail bailey bait bak bake baked baker bakery baking balanced balances balancing balcon balcony
    bald baldwin bali balk balkan balkans ballast ballet ballistic balloon balloons ballot ballots
    balls balt baltic baltimore bam bamboo banana bananas bandage banded bands bandwidth bang
    banglades bangladesh banished bankers banking bankrupt bankruptcy banned banner banners banning
    bans bant bapt baptism baptist baptized barack barb barbad barbar barbara barbec barbecue barbed
    barber barc barcelona barcode bard bare barefoot barely barg bargain bargaining bark barker
    barking barley barn barnes barns baron baroque barr barracks barred barrel barrels barren
    barrett barrier barry bars bart barth barton basal basalt baseball basel baseline basement bases
    bash basically basics basil basilica basin basins basket basketball baskets basque bass bast bat
    batches bates bathe bathing bathroom bathrooms baths bathtub bats batt battalion battalions
    batteries battlefield battlefields battles battling bau baum bav bavaria bayer bayesian bays bbc
    bbox bce beach beaches beacon bead beads beak beam beams bean beans beard bearded bearing
    bearings bears beast beasts beat beaten beating beats beau beautifully beautifulsoup beaver
    beavers beck becker bedding bedford bedrock bedroom bedrooms beds bedtime bee beef beekeepers
    beekeeping beer beers bees beet beethoven beetle beetles beets beforehand begg begging beginner
    beginners beginnings begun behalf behave behaved behaves behaving behavioral behavioural
    behaviours behold beijing belarus belf belfast belg belgian belgium believer believers believes
    believing belize bell bella belle bells belly belonged belonging belongings belongs beloved belt
    belts bench benches benchmark benchmarks bend bending bends bene beneath bened benedict
    beneficiaries beneficiary benefited benefiting benevol benevolent beng bengal bengali benign
    benin benjamin benn bennett benny bent benz benzene benzodiazep beowulf bere berg berger bering
    berkeley berlin berm bermuda bern bernard berries berry bert bes beside besides besie besieged
    bess bestowed beta beth bethlehem betray betrayal betrayed bets betting betty bever beverage
    beverages bewild bhag bhar bhat bhutan bias biased biases bib bibcode bibli biblical
    bibliographic bibliography bic bicarbonate bicy bicycl bicycle bicycles bid bidding biden bids
    bif bihar bike bikes biking bil bilateral bile bilingual billing billions bills billy bim bin
    binary bind binder binding binds bing binge binocular binoculars bins bioc biochemical
    biochemistry biodegradable biodiesel biodiversity bioenergy biofilm biofuel biofuels biogas
    bioge biographical biographies biography bioinformatics biol biologically biologist biologists
    biom biomark biomarker biomarkers biomass biome biomed biomedical biometric biop biopsies biopsy
    biore bios biosphere biot biotech biotechnology biotic bip bipart bipolar birch birmingham
    birthday birthdays birthplace births bis bisc biscuits bisexual bishop bishops bism bismarck
    bison bitcoin bite bites biting bits bitten bitter bittern bitterness bizarre blacks blacksmith
    blackwell bladder blade blades blair blake blame blamed blaming blanc blank blanket blankets
    blanks blasphem blast blasting blat bleach bleaching bleak bleed bleeding blem blend blended
    blender blending blends bless blessed blessing blessings blew blight blinded blindly blindness
    blink bliss blister blisters blm blo bloating blob bloc blockade blockage blockages blockchain
    blocked blockers blocking blogger blogging blogs bloodshed bloodstream bloody bloom bloomberg
    blooming blooms bloss blossom blossoms blot blow blowing blown blows blu blueberries blueprint
    blueprints blues bluetooth bluff bluish blunt blur blurred blurring blurry bmc bmi bmj boar
    boarded boarding boards boast boasted boasting boasts boat boating boats bob bobby bod bodily
    boe boeing boer bog boh bohem boil boiled boiler boilers boiling boils bois bol bold boldly
    bolivia bologna bolshe bolshevik bolsheviks bolst bolster bolstering bolsters bolt bolts bom
    bomb bombard bombarded bombardment bombay bombed bomber bombers bombing bombings bombs bon
    bonaparte bondage bonded bonding bonn bonsai bonus bonuses bony boo booking booklet bookstore
    bool boolean boom booming boon boosted booster boosting boosts boot booth boots bor bord
    bordered bordering borderline borders bore bored boredom borg boring boris borne borneo boron
    borough borrow borrowed borrower borrowers borrowing bos bosnia boss bosses boston botan
    botanical botanist botany bother bothered boto bots botswana bottle bottled bottlen bottleneck
    bottlenecks bottles bottoms bou bought bould boulder boulders bounce bouncing boundary bounded
    bounding boundless bounds bount bounty bour bourgeois bourgeoisie bout bouts bovine bowel bowl
    bowling bowls bows boxes boxing boycott boyd boyle boys bpa bpd bpy brace braces brach brack
    bracket brackets brad bradford bradley brady brah brahma brahman braille brains brainstorm
    brainstorming brake brakes braking bram bran branched branching branded branding brands bras
    brass braun brave bravely bravery brazil brazilian brca breach breaches breads breadth breakage
    breakdown breaker breakers breakfast breaking breaks breakthrough breakthroughs breastfeeding
    breasts breathe breathed breaths breathtaking bred bree breed breeder breeders breeding breeds
    breeze bren brent brethren breton brett brew brewed brewer brewing brexit bri brian brick bricks
    brid bride bridges bridging briefing briefly brig brigade brigham brighter brightest brightly
    brightness brilli brilliance brilliant brilliantly brim brine brink bris brisbane brisk brist
    bristles bristol britann britannica britons britt brittle broadband broadcast broadcasting
    broadcasts broaden broadening broadly broadway broccoli broch brochure brock broke broker
    brokers brom bron bronch bronchitis bronx bronze brood brook brooklyn brooks broom broth
    brotherhood brothers brow browning brownish brows browse browser browsers browsing bru bruce
    bruises bruising brun bruno brunswick brush brushed brushes brushing brussels brut brutal
    brutality brutally brute bry bryan bryant bsd bse bub bubble bubbles buc buch buchanan buck
    bucket buckets buckingham buckle bucks budapest buddh buddha buddhism buddhist buddhists budding
    buddy budgeting budgets buds buenos buf buff buffalo buffer buffers bug bugs buil builder
    builders builds buildup buk bulb bulbs bulgar bulgaria bulgarian bulge bulimia bulk bulky bull
    bulld bullet bulletin bullets bullied bullies bulls bully bullying bumble bump bumps bun bunch
    bund bundle bundles bunk bunny buoy buoyancy burd burden burdens bureau bureauc bureaucr
    bureaucracy bureaucratic burg burge burgeoning burgers burgl burial burials buried burk burke
    burma burmese burned burner burning burnout burns burnt burr burrow burrows burs burst bursting
    bursts burton bury burying buses bush bushel bushes businessman businessmen bust bustling busy
    butcher butler butt butterflies butterfly buttocks buttons buyer buyers buying buys buzz buzzing
    bypass byproduct byproducts byron bystand byte bytes byz byzant byzantine cab cabbage cabin
    cabinet cabinets cabins cable cables cacao cache cached caching cact cacti cactus cad cada
    cadmium caesar caf cafeter cafeteria caffe caffeine cage cages cain cairo caj cake cakes calam
    calc calculated calculates calculating calculation calculations calculator calculators calculus
    calcutta caled calend calendar calendars calf calgary calhoun calibr calibrated calibration
    calif californ caliph callable callback caller calligraphy calling calm calmer calming calmly
    calmness caloric calorie calories caltech calves calvin camaraderie camb cambodia cambodian
    cambrian cambridge camel camels cameras cameron cameroon camoufl camouflage campaigning
    campaigns campbell campfire camping camps campus campuses canaan canadians canal canals canary
    canberra cancel canceled cancell cancellation cancelled cancerous cancers candida candidate
    candidates candies candle candles candy cane canine canines cann cannab cannabinoids cannabis
    canned cannib canning cannon cannons canoe canoes canola canon canonical canopy cans cant
    canterbury canv canvas cany canyon canyons capability capacitance capacities capacitor
    capacitors cape capillaries capillary capit capita capitalism capitalist capitalists
    capitalization capitalize capitals capitol capped caps capsule capsules captain captains caption
    captions captiv captivate captivated captivating captive captives captivity captured captures
    capturing caramel carbide carbohyd carbohydrate carbohydrates carbonate carbox carbs carc
    carcass carcasses carcin carcinogen carcinogenic carcinogens carcinoma cardboard cardiac cardiff
    cardinal cardio cardiomy cardiomyopathy cardiovascular cared careers careg caregiver caregivers
    caregiving careless carers cares caret carey cargo carib caribbean caribou caric caries caring
    carl carlo carlos carm carmel carn carnegie carnivores carnivorous carolina caroline carot
    carotenoids carotid carp carpal carpenter carpet carpets carr carriage carriages carrier
    carriers carries carroll carrot carrots carson carta carter cartesian carth carthage cartilage
    cartoon cartoons cartridge cartridges carts carve carved carving carvings cas casc cascade casey
    cash casing casino casinos casp caspian cass cassava casser cassini caste castes casting castle
    castles castro casts casual casually casualties casualty catac catal catalan catalog catalogs
    catalogue catalonia cataly catalyst catalysts catalytic catap catar cataract cataracts catast
    catastrophe catastrophes catastrophic catches catching catchment catchy cate categor categorical
    categorization categorize categorized cater catering caterpill caterpillar caterpillars caters
    catfish cathe cathedral catherine catheter cathode catholicism catholics cattle cauc caucasian
    caucasus caudal caught caul cauliflower causal causality causation causative caut caution
    cautioned cautions cautious cautiously cav caval cavalry cave cavern caves cavities cavity cay
    cbc cbd cbs cbse cbt ccc ccd ccs ccss cct cdc cds cease ceased ceases cec cecil cedar ceded ceil
    ceiling ceilings cel celeb celebrate celebrated celebrates celebrating celebration celebrations
    celebrities celebrity celery celestial celiac cellphone cellul cellular cellulose celsius celtic
    celts cement cemented cemeteries cemetery cens censorship census centered centering centimeter
    centimeters centimetres centr centralized centrally centre centred centres centrifug centrifugal
    cents ceo cephal cer ceram ceramic ceramics cereal cereals cerebellum cerebral cerebro ceremon
    ceremonial ceremonies ceremony ceres cern certainty certific certificate certificates
    certification certifications certified cerv cervical cervix cess cessation cet cfg cfr cfs cgi
    cha chad chains chair chairman chairs chakra chal chalk challenged cham chamber chamberlain
    chambers champ champion championed champions championship chan chancellor chances chand chandra
    channels chant chanting chants chaos chaotic chap chapel chapman chapters characterised
    characteristic characterization characterize characterizes characterizing charcoal charged
    charger charges charging chariot charismatic charitable charities charity charl charlemagne
    charleston charlie charlotte charm charming chars charter chartered charts chase chased chasing
    chassis chast chat chats chatt chatting chau chaucer chavez cheap cheaper cheapest cheaply cheat
    cheating checked checker checking checklist checkout checkpoint checkpoints checks checksum
    checkups cheek cheeks cheer cheerful cheering chees cheese cheeses cheet chef chefs chel
    chemically chemist chemistry chemists chemotherapy chen cheng cher cherish cherished chern
    chernobyl cheroke cherokee cherries cherry ches chesapeake chess chest chester chestnut chev
    chew chewing chey chi chia chiang chic chicago chican chicken chickenpox chickens chickpeas
    chicks chiefly chiefs chihu childbearing childbirth childcare chile chilean chili chill chilled
    chilling chills chilly chim chimney chimpan chimpanzee chimpanzees chimps chin ching chip chips
    chir chiropract chiropractic chis chivalry chlor chloride chlorine chlorophyll chloroplast
    chocol chocolate chocolates choir choke choking chol cholera chond chooses choosing chop chopin
    chopped chopping chor chord chords chore chores chorus chose chris christianity christians
    christie christina christine christmas christopher chromat chromatic chromatin chromatography
    chrome chromium chromos chromosomal chromosome chromosomes chron chronically chronicle
    chronicles chronological chronology chrys chu chuck chunk chunks churches churchill churn cia
    cic cicero cider cig cigar cigarette cigarettes cilantro cin cincinnati cind cinema cinematic
    cinnamon cipher circa circadian circles circling circuitry circuits circul circular circulate
    circulated circulating circulation circulatory circumcision circumference circumstance
    circumvent circus cirrhosis cis cisco citation citations cite cited cites citing citizen
    citizenship citrus civ civic civilian civilians civilisation civilization civilizations
    civilized clad clade claimed claiming clair claire clam clamp clams clan cland clandestine clans
    clar clara clare clarence clarification clarified clarify clarifying clarity clark clarke clash
    clashes classed classic classical classics classification classifications classified classifier
    classifiers classify classifying classmate classmates classrooms claud claude claudius claus
    clause clauses claw claws clay clayton cleaned cleaner cleaners cleanliness cleans cleanse
    cleansing cleanup clearance cleared clearer clearing clears cleavage cleft clement cleopatra
    cler clergy clerical clerk clerks cleveland clever clf cli clicked clicking clicks cliff
    clifford cliffs climates climatic climax climb climbed climbers climbing cling clinging clinic
    clinically clinician clinicians clinics clinton clip clipping clippings clips clo cloak clock
    clocks clockwise clog clogged clone cloned clones cloning closeness closes closest closet
    closing closure closures clot cloth clothes clots clotting clouds cloudy clover cloves clown clr
    cls club clubs clue clues clump clumps clust cluster clustered clustering clusters clut clutch
    clutter cly cmap cmd cmds cmos cms cnc cnn cns cnt coach coaches coaching coagulation coales
    coalition coalitions coals coarse coastline coastlines coasts coat coated coating coatings coats
    coauthor cob cobalt coc coca cocaine cochle cochrane cock cockpit cockro cockroach cockroaches
    cocktail cocoa coconut cod coded codes codex codified coding coefficient coefficients coer coerc
    coercion coercive coexist coexistence coffin cog cognition cogniz coh cohen coherence coherent
    cohes cohesion cohesive cohort cohorts coil coils coin coinage coinc coincide coincided
    coincidence coincides coined coins coke colder coldest colds cole coleman coli colic colin
    colitis collaborate collaborated collaborating collaborations collaborative collaboratively
    collaborator collaborators collage collagen collapse collapsed collapses collapsing collar
    collars collateral colleague collectibles collecting collections collectively collector
    collectors collects colleges collide colliding collier collins collision collisions colloqu
    colloquial cologne colomb colombia colombian colonel colonialism colonies colonists colonization
    colonize colonized colonizers colony colorado coloration colorectal colored colorful coloring
    colorless colossal coloured colourful colouring colours cols columbia columbus columns coma
    combating combatting combinations combinator combine combines combining combust combustible
    combustion comed comedy comet comets comfortably comforting comic comics comma commanded
    commander commanders commanding commandment commandments commands commas commem commemor
    commemorate commemorated commemorates commemorating commemoration commemorative commence
    commenced commencement commend commens commentaries commentary commentators commented commenting
    commerce commercialization commercially commercials commissioned commissioner commissioners
    commissioning commissions commitments commits committees committing commod commodities commodity
    commonalities commonplace commons commonwealth communal communicated communicates communicating
    communications communicative communicators communion communism communist communists commute
    commuting comorbid compact compacted compaction companion companions companionship comparable
    comparative comparatively compares comparing comparisons compartment compartments compass
    compassion compassionate compat compatibility compatible compel compelled compelling compens
    compensate compensated compensation compensatory compete competed competence competencies
    competency competent competing competitions competitive competitiveness competitor competitors
    compilation compile compiled compiler compiling complain complained complaining complaint
    complaints complement complementary complemented complements completeness completes completing
    completion complexes complexion complexities compliance compliant complicate complicating
    complication complications compliment complimentary comply complying compos compose composed
    composer composers composing composite composites compositional compositions compost composting
    compound compounded compounding comprehend comprehending comprehension comprehensively compress
    compressed compresses compression compressor comprise comprised comprises comprising compromise
    compromised compromises compromising compuls compulsive compulsory computation computational
    computations compute computed computerized computes comrades comte concaten concave conce
    conceal concealed conced conceivable conceive conceived concentrate concentrated concentrates
    concentrating concentrations concentric conception conceptions conceptual concert concerted
    concerts concession concessions concise conclude concluded concludes concluding conclusions
    conclusive conclusively concom concord concur concurrent concurrently concussion concussions
    cond condem condemn condemnation condemned condensation condensed condenser condit conditional
    conditioned conditioner conditioners conditioning condom condoms condu conducive conducting
    conduction conductive conductivity conductor conductors conducts conduit cone cones confed
    confederacy confederate confederates confederation confer conferences conferencing conferred
    confess confessed confession confidential confidentiality confidently configuration
    configurations configure configured confine confined confinement confines confirmation confirmed
    confirming confirms confisc confiscated conflicting confluence conform conformity confounding
    confron confront confrontation confronted confronting confuci confucian confucianism confucius
    confuse confused confusing confusion congen congenital congestion congo congrat congratulations
    congreg congregation congregations congressional congru conical conj conject conjecture conjug
    conjugate conjunct conjunction conjunctivitis connecticut connecting connective connectivity
    connector connectors connects connotation connotations conqu conquer conquered conquering
    conquest conquests conrad conscience conscientious consciously consciousness consec consecrated
    consecutive consensus consent consequence consequent consequential consequently conserv
    conservancy conservationists conservatism conservative conservatives conserve conserved
    conserving considerable considerably considerations considers consisted consistency consistently
    consisting consol console consoles consolidate consolidated consolidation conson consonant
    consonants consort consortium consp conspicuous conspiracy constantin constantine constantinople
    constants constell constellation constellations constipation constitu constituencies constituent
    constituents constitute constituted constitutes constituting constitutional constitutions
    constrain constrained constraint constraints constructed constructing constructions constructive
    constructively constructor constructs construed consultant consultants consultation
    consultations consulted consulting consume consumed consumerism consumes consuming contacted
    contacting contacts contag contagious containers containment contaminant contaminants
    contaminate contaminated contamination contempl contemplate contemplated contemplating
    contemplation contemplative contempor contemporaries contempt contend contends contention
    contentious contents contest contested contests contexts contextual contiguous continent
    continental continents conting contingency contingent continual continually continuation
    continuing continuity continuously continuum contour contours contr contra contraception
    contraceptive contraceptives contracted contracting contraction contractions contractor
    contractors contracts contractual contrad contradict contradiction contradictions contradictory
    contradicts contraind contrary contrasted contrasting contrasts contributes contribution
    contributor contributors controller controllers controlling controversial controversies
    controversy conund conve convection convened convenience convenient conveniently convention
    conventionally conventions converge convergence conversational converse conversely conversion
    conversions converted converter converters converting converts convex conveyed conveying
    conveyor conveys convict convicted conviction convictions convin convince convinced convincing
    convolution convolutional convoy coo cooked cooker cookie cookies cooks cookware coolant cooled
    cooler cooling cools coop cooper cooperate cooperating cooperation cooperative cooperatives
    coordinate coordinated coordinates coordinating coordination coordinator coords copd cope
    copenhagen copern copernicus copied copies coping copious copper coptic copying copyright
    copyrighted coral corals corb cord cords cores coriander corinth corinthians cork cornea corneal
    cornelius cornell corners cornerstone cornwall coron corona coronary coronavirus corp corporate
    corporation corporations corps corpse corpses corpus corrected correcting correction corrections
    corrective correctness correlate correlated correlates correlation correlations corresponded
    correspondence correspondent corresponding corresponds corrid corridor corridors corro corrobor
    corrosion corrosive corrupt corrupted corruption cors cort cortex cortic cortical
    corticosteroids cortisol cosine cosm cosmetic cosmetics cosmic cosmological cosmology
    cosmopolitan cosmos coss costa costing costly costume costumes cot cott cottage cotton couch
    cough coughing coughs coul councils counsel counseling counsell counselling counselor counselors
    counted counteract counterclockwise counterfeit counterpart counterparts counterproductive
    counters counties counting countless countryside counts coup coupled couples coupling courage
    courageous coursework courtesy courthouse courtroom courts courtship courty courtyard cous
    cousin cousins cov covalent covariance cove covenant coverage covering coverings covert coveted
    cow coward cowork coworkers cows cox coy coyotes cozy cpr cpu cpus crab crabs crack cracked
    crackers cracking cracks cradle crafted crafting crafts craftsmanship craftsmen craig cram
    cramping cramps cran cranberry crane cranes cranial crank crash crashed crashes crashing crater
    craters crave craving cravings craw crawford crawl crawling cray crayons crazy crc cream creams
    creamy creations creatively creator creators creature credential credentials credibility
    credible credited creditors credits cree creed creek creeks creep creeping crem creole crescent
    crest cret cretaceous crete crev crevices crew crews crib crick cricket crickets cried cries
    crimea crimean crimes criminals cripp crises crisp crispr crispy crist criterion critically
    criticised criticism criticisms criticize criticized criticizing critics critique critiques
    critters cro croat croatia croatian croc crochet crocod crocodile crocodiles crohn crom cromwell
    cron crooked cropped cropping crossed crosses crossing crossings crossover crossroads crowd
    crowded crowding crowds crown crowned crowns crows crt cruc crucified crucifixion crude cruel
    cruelty cruise cruising crunch crunchy crus crusade crusades crush crushed crusher crushing
    crust crustaceans cruz crying crypt cryptic crypto cryptocur cryptocurrencies cryptocurrency
    cryptographic cryptography crystal crystall crystalline crystals csa csf csi csr css csv ctrl
    ctx ctypes cub cuba cuban cube cubes cubic cubs cuc cucumber cucumbers cue cues cuff cuisine
    cuisines culinary cull culm culmin culminated culminating culmination culp culprit culprits
    cultivar cultivars cultivate cultivated cultivating cultivation culturally cultured cum
    cumberland cumbersome cumin cumm cumulative cunning cunningham cups cura curated curative
    curator curators curb curcumin cure cured cures curing curiously curl curling curly curr
    currencies currency currents curricula curricular curry curs curse cursed curses cursive cursor
    curt curtail curtain curtains curtis curv curvature curve curved curves cush cushing cushion
    custod custody customary customizable customization customize customized customs cutaneous cute
    cutoff cuts cutter cutters cuttings cvd cyan cyanide cyber cyberbullying cybersecurity
    cyberspace cycl cycles cyclic cyclical cycling cyclists cyclone cyclones cyl cylind cylinder
    cylinders cylindrical cyn cypress cypri cyprus cyrus cyst cystic cysts cyt cytok cytokine
    cytokines cytoplasm czech czechosl czechoslovakia dab dad dag dahl dai dairy daisy dakota dal
    dalai dale dallas dalton damages damaging damascus dame damp dams dana danced dancer dancers
    dances dancing dandel dangerously dangers daniel danish dans dante danube dar dare dared daring
    darker darkest darkness dart dartmouth darwin das dash dashboard dashed databases dataframe
    datas datasets dated dates datetime dating daughters daunting dave davidson davies davis daw
    dawn dawson daylight daytime dayton dazz dazzling ddt deadliest deadline deadlines deadly deaf
    deafness dealer dealers dealings deals dealt dean dear debated debates debating debilitating
    debit debor deborah debris debtor debts debug debugging debut decad decarbon decay decayed
    decaying dece deceased deceit deceive decel decent decentral decentralization decentralized
    deception deceptive decib decidedly decides deciding deciduous decimal decimals decimated
    decipher deciphering decis decisive decisively deck decks declaration declarations declare
    declared declares declaring declined declines declining decode decoded decoder decoding decolon
    decolonization decom decommission decompose decomposed decomposition deconstruct decorate
    decorated decorating decoration decorations decorative decorator decou decreased decreases
    decreasing decree decreed decrees decrypt dedicate dedication dedu deduce deduced deduct
    deduction deductions dee deed deeds deem deemed deepcopy deepen deepened deepening deepens
    deepest deer defaultdict defaults defeat defeated defeating defeats defec defect defective
    defects defence defences defend defendant defendants defended defender defenders defending
    defenses defensive defer deferred defiance deficiencies deficiency deficient deficit deficits
    defines defining definit definite definitely definitions definitive definitively deflect
    deforestation deform deformation deformed deformities deformity defy degeneration degenerative
    degrad degradation degrade degraded degrading dehuman dehyd dehydrated dehydration deities deity
    delaware delayed delaying delays dele delect delectable deleg delegate delegated delegates
    delegation delete deleted deleterious deleting deletion delhi delib deliber deliberate
    deliberately deliberation delic delicacy delicate delicious delight delighted delightful
    delights delim delimiter deline delinqu deliverance delivered deliveries delivering delivers
    dell della delta delusions delved delves delving demanded demanding demarc demean demeanor
    dementia demise demo democr democracies democracy democrat democratic democrats demographic
    demographics demol demolished demolition demons demonstrates demonstrating demonstration
    demonstrations dend dendritic deng dengue denial denied denies denis denmark dennis denom
    denomination denominations denominator denote denoted denotes denoting denounced dens dense
    densely denser densities dentist dentistry dentists denture dentures denver deny denying
    departed departmental departments departure dependable depended dependence dependencies
    dependency dependent depicted depicting depiction depictions depicts depleted depletion deploy
    deployed deploying deployment deployments deport deportation deported deposit deposited
    deposition deposits depot depr deprecated depreciation depress depressed depressions depressive
    deprivation deprive deprived dept depths deputy derby dere deriv derivation derivative
    derivatives derive derives deriving dermat dermatitis dermatologist dermatology derog
    desalination descartes descend descendant descendants descended descending descends descent
    describing descript descriptions descriptive descriptor deseg desens desert deserted deserts
    deserve deserved deserves deserving desicc designate designated designation designations
    designer designers designing desirable desires desk desks desktop desp despair desper desperate
    desperately desperation dessert desserts destabil destination destinations destined destiny
    destro destroyer destroyers destroying destroys destruction destructive detach detached
    detachment detailing detain detained detainees detectable detected detecting detective
    detectives detector detectors detects detention deter deterg detergent detergents deterior
    deteriorate deteriorated deteriorating deterioration determin determinant determinants
    determination determines determining determinism deterministic deterrence deterrent deton detox
    detoxification detract detriment detrimental detroit deut deuteronomy deutsch devast devastated
    devastating devastation developer developers developmental developmentally develops deviation
    deviations devil devise devised devising devoid devon devote devoted devotees devotion
    devotional devout dew dewey dex dexter dexterity dha dharma dhcp dia diabetic diabetics diagnose
    diagnoses diagnosing diagnostic diagnostics diagon diagonal diagram diagrams dialect dialectical
    dialects dialog dialogues dialysis diameter diameters diamond diamonds diana diane diaper
    diaphrag diaphragm diaries diarr diarrhea diarrhoea diary dias diaspora diast diastolic dic dice
    dich dichotomy dick dickens dickinson dictate dictated dictates dictator dictators dictatorship
    diction dictionaries dictionary didactic diego dielectric dies diesel dietary dieting dietitian
    diets differ differed differential differentiate differentiated differentiating differentiation
    differing differs diffraction diffuse diffusion digested digestible digestion digestive digging
    digit digitally digitized digits dign dignity dil dilated dilation dilem dilemma dilemmas dilig
    diligence diligent diligently dilute diluted dilution dimension dimensional dimensions dimin
    diminish diminished diminishes diminishing dining dinner dinosaur dinosaurs diocese diode diodes
    dion dionys dip diph dipl diplom diploma diplomacy diplomat diplomatic diplomats dipole dipped
    dipping dips dir dire directed directing directional directions directive directives directorate
    directories directors directory directs dirt dirty disabilities disability disable disabled
    disabling disadvant disadvantage disadvantaged disadvantages disag disagree disagreed
    disagreement disagreements disappear disappearance disappeared disappearing disappears
    disappoint disappointed disappointing disappointment disappro disaster disasters disastrous
    disband disbelief discard discarded discern discerning discernment discharg discharge discharged
    discharges disciple disciples disciplinary discipline disciplined disciplines disclaimer
    disclose disclosed disclosing disclosure discol discoloration discomfort disconnect disconnected
    discontent discontin discontinued discord discount discounted discounts discourag discourage
    discouraged discouraging discourse discourses discoveries discovering discovers discre discreet
    discrep discrepancies discrepancy discrete discretion discretionary discriminate discriminated
    discriminatory discs discusses diseased disenfranch diseng disg disgrace disgu disguise
    disguised disgust dish disheart dishes dishon dishonest dishonesty dishwas dishwasher
    disillusion disinf disinfect disinfectant disinfection disinformation disinteg disintegration
    disk disks disl dislike dislocation dismant dismantle dismantled dismantling dismay dismiss
    dismissal dismissed disney disob disobedience disordered disp dispar disparate disparities
    disparity dispat dispatch dispatched dispens dispers dispersal disperse dispersed dispersion
    displ displace displaced displacement displayed displaying displays dispos disposable disposal
    dispose disposed disposing disposition dispositions disposs dispro disproportion
    disproportionate disproportionately dispute disputed disputes disreg disregard disrespect
    disrupted disrupting disruption disruptions disruptive disrupts dissatis dissatisfaction dissect
    dissection dissemin disseminate disseminated disseminating dissemination dissent dissertation
    dissimilar dissip dissipate dissipation dissoci dissociation dissol dissolution dissolve
    dissolved dissolves dissolving disson distal distances distancing distant distill distillation
    distilled distinction distinctions distinctive distinctly distinguish distinguished
    distinguishes distinguishing distort distorted distortion distortions distract distracted
    distracting distraction distractions distress distressed distressing distribut distribute
    distributes distributing distributions distributors districts distrust disturbance disturbances
    disturbed disturbing ditch ditches diure diuretic diurnal diver divergence divergent
    diversification diversified diversify diversion divert diverted dives divide dividend dividends
    divides dividing divine diving divinity divisible divisions divisive divor divorce divorced
    diwali dix dixon diy dizziness django dnr dns dob dock docker docking docks docs doctoral
    doctorate doctr doctrinal doctrine doctrines documentaries documentary documentation documented
    documenting dod doe dogma dol dollar dollars dolls dolph dolphin dolphins domains dome domes
    domest domestically domesticated domestication domin dominance dominant dominate dominated
    dominates dominating domination doming dominican dominion donald donate donated donating
    donation donations dong donkey donor donors dont doom doomed doors doorstep doorway dop dopamine
    doppler dor dorm dormancy dormant dorothy dors dorsal dos dosage dosages dose doses dosing dot
    dots dotted doubled doubles doubling doubtful doubtless doubts doug dough dougl douglas douglass
    dove dover dow downfall downhill downloadable downloaded downloading downloads downs downside
    downstream downt downtime downtown downturn downward downwards doyle dozen dozens dpi dps draft
    drafted drafting drafts drag dragged dragging dragon dragons drainage drained draining drains
    drake drama dramas dramat dramatic dramatically drank drastic drastically drawback drawbacks
    drawer drawings draws drc dre dread dreaded dreadful dreamed dreaming dreams dred dredging dres
    dresden dress dressed dresses dressing dressings drew dried drier dries drift drifted drifting
    drill drilled drilling drills drinkers drinks drip driven driver drivers drives drone drones
    droplet droplets dropout dropped dropping droppings drops drosophila drought droughts drove drow
    drown drowned drowning drowsiness dru drum drums drunk drunken dryer drying dryness dsl dsm dst
    dtype dual duality dub dubai dubbed dubious dublin duc duch duck ducks duct ducts dud dudley
    duel duff dug duke dul dull duly dum dumb dummy dump dumped dumping dumps dun duncan dund dunes
    dung dunn duo dup duplicate duplicated duplicates duplication dur durability durable duration
    durations durham dusk dusty dutch duties duty dvd dwar dwarf dwarfs dwell dwellers dwelling
    dwellings dwight dwind dwindling dye dyed dyeing dyes dying dyn dynamically dynasties dynasty
    dysfunction dysfunctional dyslexia dysph dysplasia dyst dystop dystopian dystrophy eager eagerly
    eagle eagles eard eardrum earliest earned earnest earning earnings earns ears earthen earthly
    earthqu earthquake earthquakes earthworms earthy ease easiest easing easter eastward eaten eater
    eaters eats eaves ebola ebook eccentric ecclesiastical ecg ech echo echoed echoes echoing eck
    eclectic eclips eclipse eclipses eco ecol ecological ecologically ecologist ecologists ecology
    economical economically economics economies economist economists ecosystems ect ecuador eczema
    edd edema eden edgar edges edible edict edifice edinburgh edison edit editable edited edith
    editing edition editions editorial editors edits edmonton edmund edo eds edt edu educate
    educated educating educator edward edwards edwin eeg eel eerie effected efficacy efficiencies
    efficiently effluent effortless effortlessly egal egalitarian eggplant ego egyptian egyptians
    ehr eia eid eigen eigenvalues eighteen eighteenth eighth eighty einstein eis eisen eisenhower
    eject ejected elab elabor elaborate elaborated elapsed elast elastic elasticity elbow elbows
    elder elderly elders eldest eleanor elected election elections elective electoral electorate
    electr electrically electrification electroc electrochemical electrode electrodes electroly
    electrolyte electrolytes electrom electromagnetic electronically electronics electrons electroph
    electrostatic eleg elegance elegans elegant elem elemental elementary eleph elephant elephants
    elevate elevated elevating elevation elevations elevator elevators eleven eleventh eli elias
    elic elicit elicited elig eligibility eligible elijah eliminate eliminated eliminates
    eliminating elimination eliot elis elite elites eliza elizabeth elizabethan elk ell ella ellen
    elli elliott ellip ellipse elliptical ellis elm elong elongated eloqu eloquent els elsevier
    elsewhere eluc elucidate elucidating elusive emails eman emanating emancip emancipation embargo
    embark embarked embarking embarr embarrassed embarrassing embarrassment embassy embedded
    embedding embeddings embell emblem embod embodied embodies embodiment embody embodying embrace
    embraced embraces embracing embro embroidery embry embryo embryonic embryos emer emerge
    emergence emergencies emergent emerges emerson emf emig emigrated emigration emily eminent emir
    emirates emission emit emits emitted emitter emitting emma emory emotionally empath empathetic
    empathize emperor emperors emph emphasis emphasise emphasised emphasize emphasized emphasizes
    emphasizing empir empires empirical empirically employee employer employers employing employs
    empowered empowering empowerment empowers empress emptied emptiness emptying ems emulate
    emulsion enabled enact enacted enactment enamel encaps encapsulated encephal encephalitis ench
    enchanting encir encl enclosed enclosure enclosures encode encoded encoder encodes encoding
    encomp encompass encompassed encompasses encompassing encountered encountering encounters
    encouragement encouraging encro encroachment encrypt encrypted encryption encyclop encyclopedia
    endanger endangered ende endeav endeavor endeavors endeavour endemic ender ending endings
    endless endocrine endogenous endomet endometrial endometriosis endorph endorphins endors endorse
    endorsed endorsement endos endot endothelial endowed endpoint endpoints endurance endure endured
    enduring enemies enemy energ energet energetic energies energized enfor enforce enforced
    enforcement enforcing engagements engages engel engels engender engineer engineered engines engl
    engra engraved engraving engravings engross engrossed engulf enhanced enhancement enhancements
    enhances enhancing enigmatic enj enjoyable enjoyed enjoying enjoyment enjoys enl enlarg enlarge
    enlarged enlargement enlight enlightened enlightening enlightenment enlist enlisted enoch enorm
    enormous enormously enric enrich enriched enriches enriching enrichment enrol enroll enrolled
    enrolling enrollment ensemble ensembles enshr enshrined ensl enslaved enslavement ensued ensuing
    ensured entail entails entang entangled entanglement entering enterpr enterprise enterprises
    enters entertained entertaining entertainment enthusi enthusiasm enthusiast enthusiastic
    enthusiastically enthusiasts entice enticing entirety entit entities entitled entitlement entity
    entom entrance entrances entrenched entreprene entrepreneur entrepreneurial entrepreneurs
    entrepreneurship entries entropy entrusted enum enumerate enumerated env envelop envelope
    envelopes environ environmentalists environmentally envis envision envisioned envy enzymatic
    enzyme enzymes eosin epa eph ephemer ephemeral ephes epic epics epidem epidemi epidemic
    epidemics epidemiological epidemiology epidermis epigen epigenetic epile epilepsy epis episcopal
    episode episodes epist epistem epistemology epit epithelial epithelium epoch epochs epoxy eps
    epsilon epstein equals equate equates equation equations equator equatorial equilibrium equine
    equinox equip equipped equipping equips equitable equity equival equivalence equivalents erad
    eradicate eradicated eradicating eradication eras erase erased erasmus erasure erd erect erected
    erection erg ergon ergonomic eric erie erik erin erit ern ernest ernst erode eroded eroding
    erosion erotic erratic errone erroneous eru erupt erupted eruption eruptions ery eryth erythe
    esa esc escal escalate escalated escalating escalation escap escape escaped escapes escaping
    escher escherichia escort esk esl esoph esophageal esophagus esoteric esp espionage essays
    essence essentially essentials essex establishes establishing establishment establishments
    estate estates esteem esteemed esther estimating estimation estonia estrogen estu estuaries
    estuary etched etching eternal eternity ethan ethanol ether ethereum ethernet ethic ethically
    ethics ethiop ethiopia ethiopian ethn ethnicities ethnicity ethnographic ethos ethylene etiology
    etiquette etrus etym etymology eucalyptus euch eucharist euclidean eug eugene eugenics eukary
    eukaryotic euler euph eur eurasia eurasian eure euro europa europeans euros eut euth euthanasia
    eva evac evacuate evacuated evacuation evade eval evaluated evaluates evaluating evaluations
    evangel evangelical evans evap evapor evaporate evaporated evaporates evaporation eve evening
    evenings evenly eventual evere everest everglades evergreen everlasting everybody everywhere
    evid evidenced evidences evident evidently evil evils evocative evoke evoked evokes evolutionary
    evolve evolves evolving evs exacerb exacerbate exacerbated exacerbating exagger exaggerated
    exaggeration exalted examin examinations examined examiner examines exams excav excavated
    excavation excavations exceed exceeded exceeding exceedingly exceeds excel excelled excellence
    exceptional exceptionally exceptions excer excerpt excerpts excesses excessively exch exchanged
    exchanger exchanges exchanging excitation excite excited excitedly excitement exclaimed exclude
    excluded excludes excluding exclusion exclusive exclusively excre excreted excretion excurs
    excursions excuse excuses execut executable execute executed executes executing execution
    executions executive executives executor exempl exemplary exemplified exemplifies exemplify
    exempt exemption exemptions exercised exercising exert exerted exertion exerts exeter exfol exh
    exhale exhaust exhausted exhausting exhaustion exhaustive exhibit exhibited exhibiting
    exhibition exhibitions exhibits exhilar exhilarating exile exiled existed existential exit
    exiting exits exodus exogenous exon exoplan exoplanets exotic expanded expanding expands expans
    expanse expansions expansive expectancy expectation expecting expects exped expedition
    expeditions expel expelled expend expended expenditure expenditures expense expenses
    experiential experimental experimentally experimentation experimented experimenting expiration
    expire expired expires explaining explanations explanatory explicitly explode exploded exploding
    exploit exploitation exploited exploiting exploits explorations exploratory explored explorer
    explorers explores explos explosion explosions explosive explosives expon exponent exponential
    exponentially exponents export exported exporter exporting exports expose exposes exposing
    exposition expository exposures expr expresses expressing expressions expressive expressly
    expulsion exquisite extant extend extending extends extension extensions extensively exterior
    extermin extermination externally extinct extinction extinctions exting extingu extinguished
    extr extracellular extracted extracting extraction extracts extracurricular extraordinarily
    extraordinary extrapol extras extrater extraterrestrial extravag extravagant extremes extremist
    extremities extremity extrinsic extruder extrusion eyeb eyebrows eyel eyelid eyelids eyesight
    eyew eyewitness ezekiel ezra faa fabricated fabrication fabrics fabulous facade facebook facet
    facets facial facilitated facilitates facilitating facilitator facilitators facility faction
    factions facto factories factoring factory factual facult faculties faculty fade faded fading
    fahrenheit failing fails failures faint faire fairer fairness fairs fairy faithful faithfully
    faiths fake fal falcon falk fallacy fallen falling fallopian fallout falls fals falsehood
    falsely fame famed familial familiarity familiarize famine famously fan fancy fans fantasies
    fantastic fantastical fantasy fao faq faraway fare farewell farmed farmer farmland farms fart
    farther farthest fasci fascia fascinated fascination fascism fascist fashionable fashioned
    fastened fastest fasting fatal fatalities fatality fate fateful fathers fatig fatigue fatigued
    fats fatty fau fauc faucet faul fault faults faulty fauna faust favorable favorably favored
    favoring favorites favors favour favourable favoured favourite fax fay fbi fcc fda fdr feared
    fearful fearing fearless fears feas feasibility feasible feast feasts feat feather feathered
    feathers feats featured featuring fecal feces fed federalism federally federation fee feeder
    feeders feeds feedstock fees fel feld feline felix fellows fellowship females femin feminine
    femininity feminism feminist feminists femoral femur fen fence fences fencing fend feng feral
    ferdinand ferg ferguson ferm ferment fermentation fermented fern fernando ferns ferr ferry
    fertile fertiliser fertility fertilization fertilize fertilized fertilizer fertilizers ferv
    festival festivals festive festivities fet fetal fetch fetus feudal fevers fiat fiberglass
    fibers fibr fibre fibres fibrillation fibro fibromyalgia fibrosis fibrous fict fictional fid
    fidelity fieldwork fier fierc fierce fiercely fiery fifteen fifteenth fifth fifty fighter
    fighters fights figs figur figurative figured figurines figuring fiji filament filaments filed
    filename filenames filepath filesystem filing filip filipino filipinos filler filling fillings
    fills filmed filming filmmaker filmmakers films filt filtered filtering filters filtration
    finalized finance financed finances financially financing finds fined finely finer fines finest
    fing finger fingern fingerprint fingerprints fingers fingert fingertips finish finishes
    finishing finite finland finn finnish fins fir firearm firearms fired firef firefighters firefox
    fireplace fires firewall firewalls firewood fireworks firing firmly firms firmware firsthand
    firstly firstname firstsum fiscal fischer fisher fisheries fisherman fishermen fishery fishes
    fishing fiss fission fist fitness fits fitted fitting fittings fitz fitzgerald fixation fixes
    fixing fixture fixtures flags flagship flair flakes flame flames flaming flamm flammable
    flanders flank flap flaps flare flares flash flashcards flashes flashing flashlight flask flats
    flatten flattened flavon flavonoids flavor flavored flavorful flavors flavour flaw flawed flaws
    flax flea fleas fled fledgling flee fleeing fleet fleeting fleets flem fleming flemish fles
    flesh fleshy fletcher flew flexibility flexible flexion flick flickr flies flights flint flip
    flipped flipping floated floating floats flock flocks flooded flooding floodplain floods
    flooring floors floppy flora floral flore florence florent floss flossing flourish flourished
    flourishing flowed flower flowering flowing flown flows floyd fluct fluctu fluctuate fluctuating
    fluctuation fluctuations fluency fluent fluently fluffy fluidity fluids fluor fluores
    fluorescence fluorescent fluoride flush flushed flushing flute flux fluxes flyers flying fmri
    fmt fname foam foc focal focussed fodder foe foes fog foil folate folded folder folders folding
    folds foliage folic folk folklore folks folktales follic follicle follicles follower followers
    folly fon fond font fonts fontsize foo foodborne foodstuffs fool foolish footage football footh
    foothills footing footnote footnotes footprint footprints footsteps footwear forage foraging
    forb forbes forbid forbidden forc forceful forcefully forcibly forcing ford forearm forecast
    forecasting forecasts forefront foreground forehead foreigners foremost forensic forensics fores
    foresee foreseeable foreshad foresight forested forestry forever forge forged forgetting forging
    forgive forgiven forgiveness forgiving forgot forgotten fork forks formaldehyde formalized
    formally formations formative formats formatted formatting formerly formidable formulas
    formulate formulated formulating formulation formulations forrest fors forthcoming fortification
    fortifications fortified fortress forts fortun fortunate fortunately fortune fortunes forty
    forum forums forwarded forwarding forwards fossilized fossils fostered fosters fou fought foul
    foundational foundations founder founders founding fountain fountains fourier fourteen
    fourteenth fourth fowler fox foxes fra fracking fraction fractional fractions fracture fractured
    fractures fracturing fragile fragility fragment fragmentation fragmented fragments fragrance
    fragrant framed frames frameworks framing fran frances francesco franch franchise francisc
    franciscan francisco franco frankenstein frankfurt franklin frankly frant franz fraser
    fraternity fraud fraudulent fraught fray fred freder frederick freed freedoms freeing freel
    freelance freely freem freeman freeze freezer freezes freezing freight fren freq frequencies
    fres fresco frescoes freshly freshman freshness freshwater fret freud friction friday fridge
    fried friedman friedrich friendship friendships fries frig fright frightened frightening fringe
    fritz frog frogs frontal frontier frontiers frontline fronts frost frozen fructose fruitful
    fruiting fruition frust frustrated frustrating frustration frustrations fry frying ftp fueled
    fueling fuels fug fuj fuk fukushima fulf fulfil fulfill fulfilled fulfilling fulfillment fuller
    fullest fullness fum fumes func functionalities functionality functionally functioned
    functioning functools fundament fundamentally fundamentals funded fundraising funeral fung
    fungal fungi fungicide fungus funnel funny fur furious furnace furnaces furnish furnished
    furnishings furniture furry furthe fury fus fuse fused fuselage fuses fusion fuss fut futile
    futures futuristic fuzzy gab gaba gabriel gad gadget gadgets gael gaelic gag gaining gains gait
    galactic galapagos galax galaxies galaxy gale galile galilee galileo gallbladder galleries
    gallery gallon gallons galvan galvanized galveston gam gamb gambling gameplay gamers
    gamification gaming gamma gan gand gandhi ganes gang ganga gangs gaps garage garbage garc garcia
    gardener gardeners gardening gardens gardner garlic garment garments garn garnered garrison gary
    gaseous gases gasoline gasses gast gastric gastro gastroenter gastrointestinal gastronomy gate
    gates gateway gathered gathering gatherings gathers gating gatsby gau gauge gauges gaul gaussian
    gaut gav gay gaz gaza gaze gazette gazing gcse gdp gdpr gear geared gears geese gel gelatin gels
    gem gemini gems gemstone gemstones gendered genders genealog genealogical genealogy genera
    generalization generalize generalized generals generates generating generational generative
    generator generators generic generosity generous generously genesis genet genetically genetics
    geneva genital genitals genius genocide genome genomes genomic genomics genotype genotypes genre
    genres gentile gentiles gentle gentleman gentlemen gently genu genuine genuinely genus geo geoff
    geoffrey geographic geographical geographically geography geologic geological geologist
    geologists geology geom geomet geometric geometrical geometries geometry geophysical
    geopolitical georges georgetown georgia georgian geos geospatial geothermal ger gerald gerd
    germanic germans germinate germination germs gert gertrude ges gest gestation gestational
    gesture gestures getattr getty gettysburg ghana ghetto ghg ghost ghosts ghz giant giants gib
    gibbs gibraltar gibson gif gift gifted gifts gig gigantic gil gilbert gill gills gin ging ginger
    gingivitis giov giovanni gira giraffe giraffes gird girl girlfriend gis git github giza glac
    glacial glacier glaciers glad glam glance gland glands glare glasgow glasses glaucoma glaze
    glazing gle glean gleaned glen glenn gli glide gliding glimp glimps glimpse glimpses glitter glo
    globalization globalized globally globe glomer gloomy glor glorious glory gloss glossary glossy
    glou gloucester glove gloves glow glowing glucose glue glued glut glutamate glutathione gluten
    gly glyc glycemic glycer glycogen glycol glycos glyph glyphosate gmo gmos gmt gnostic gnu goat
    goats gob goddard goddess goddesses gods goethe goggles gogh gol goldberg golden goldfish
    goldman golf gom gon gond gonna gonz goodbye goodman goodness goodwill goose gor gordon gore
    gorge gorgeous gorilla gorillas gos gospel gospels goss gossip gothic gott gotten gould gour
    gout gov gover governance governed governing governmental governor governors governs gpa gpio
    gps gpu gpus grab grabbed grabbing grabs grace graceful gracefully gracious graded grader
    graders grades gradient gradients grading gradual graduated graduates graduating graduation
    graffiti graft grafting graham grain grains grammar grammat grammatical grams gran grandchildren
    grande grandeur grandfather grandma grandmother grandparents grandson granite granted granting
    grants granul granular granules grape grapefruit grapes graphe graphene graphic graphical
    graphics graphing graphite graphs grapp grapple grappled grapples grappling gras grasp grasped
    grasping grasses grasshop grassland grasslands grassroots grassy grat grate grateful
    gratification gratitude grav grave gravel graves gravey gravit gravitational gravity gray graze
    grazing gre grease greatness greco greece greed greedy greeks greene greener greenery
    greenhouses greenish greenland greenpeace greens greenwich greenwood greet greeted greeting
    greetings greg gregorian gregory gren gret grey gri grids grie grief griev grievances grieving
    griff griffin griffith grill grilled grilling grim grind grinding grip gripping grips grit grizz
    grizzly gro grocer groceries grocery groin groom grooming groove grooves gross groundbreaking
    grounded grounding grounds groundwater groundwork grouped grouping groupings grouse grove groves
    grower growers grows growths gru guam guang guarantee guaranteed guaranteeing guarantees guard
    guarded guardian guardians guarding guards guate guatemala guerr guerrilla guessed guesses
    guessing guest guests gui guided guideline guides guiding guild guill guilt guilty guin guinea
    guise guitar guitars gujar gujarat gul gulf gull gum gums gunpowder guns gupta gur guru gust
    gustav gut gutenberg guts guy guys gym gymn gymnastics gynec gypsum habitable habitation
    habitats habitual habsburg hack hacked hacker hackers hacking hacks hadn hadrian haem hag hague
    hahn hail hailed hairs hairst hairy hait haiti haitian haj hak hal hale halfway halifax hall
    hallmark halloween halls halluc hallucinations halo halt halted halves hamas hamburg hamilton
    hamlet hamm hammer hamper hampered hamps hampshire hampton han hancock handbook handed handful
    handheld handic handing handled handler handlers handles handmade handout handouts handsome
    handwriting handwritten handy hang hanged hanging hangs hann hannah hans hansen hanukkah haplot
    happenings happier happily happiness harassed harassment harb harbor harbors harbour harden
    hardened hardening harder hardest hardiness harding hardly hardness hardship hardships hardware
    hardwood hardworking hardy hare harlem harmed harming harmless harmon harmonic harmonics
    harmonies harmonious harmoniously harmony harmonyville harms harness harnessed harnessing harold
    harp harper harr harriet harris harrison harry hars harsh hart hartford harvard harvest
    harvested harvesting harvests harvey hasattr hash hashem hashlib hasht hask hasn hass hassan
    hassle hast hastings hat hatch hatched hatching hate hated hath hatred hats haul haunt haunted
    haunting hav havana haven havoc hawai hawaii hawaiian hawk hawking hawkins hawks hay hayes
    hazard hazardous hazards haze hazel hbv hcv hdl headache headaches headed header headers
    headfirst heading headings headline headlines headphones headquarters heads heal healed healers
    heals healthful healthier healthiest healthwise heap hearings hears heartbeat heartburn
    heartfelt hearth hearts hearty heated heater heaters heath heather heating heats heaven heavenly
    heavens heavier heaviest heb hebrew hebrews hect hectare hectares hed hedge heed heel heels
    hefty hegel hegemon hegemonic hegemony heidelberg heighten heightened heights hein heinrich heir
    heirs helen helena helic helicopter helicopters helium helix hell hellen hellenistic hello helm
    helmet helmets helper helpers helpless hels helsinki hem hemat heming hemingway hemisp
    hemisphere hemispheres hemoglobin hemorrh hemorrhage hemorrhagic hemp hence hend henderson henri
    hens hep hepat hepatic hepatitis heral herald herb herbaceous herbal herbert herbicide
    herbicides herbivores herbs herc hercules herd herds hereby hered hereditary herein heres heresy
    herm herman hermann hermene hermit hern hernia herod herodotus heroes heroic heroin heroine
    heroism herpes herring hers herschel herself hert herz hes hesit hesitant hesitate hesitated
    hesitation hess heter heterogeneity heterogeneous heterosexual heuristic hew hex hexagonal hey
    hib hibern hibernation hid hide hides hiding hier hierarch hierarchical hierarchies hierarchy
    hieroglyph higgins higgs highland highlands highlighted highlighting highlights highs highway
    highways hij hike hiking hil hilar hilarious hild hill hillary hills hillside himal himalayan
    himalayas hin hind hinder hindered hindering hinders hindi hindu hinduism hindus hing hinge
    hinges hint hints hip hipaa hipp hippoc hippocampus hips hir hire hired hiring hiro hirosh
    hiroshima hirsch hispan hispanic hispanics histamine histogram historian historians historically
    histories historiography hitch hither hitherto hitler hits hitt hitting hive hives hla hmm hms
    hoard hoarding hob hobbies hobby hoc hockey hod hodg hof hoff hoffman hog hok holder holders
    holdings holes holiday holidays holiness holistic holl holland hollow holly hollywood holmes
    holocaust holocene holog holt holy homage homeland homeless homelessness homemade homeopathic
    homeopathy homeostasis homeowner homeowners homepage homer homeschool homeschooling homestead
    hometown homework homicide homin homo homogen homogeneous homologous homosexual homosexuality
    hond honduras hone honest honestly honesty honey honeybees hong honing honolulu honorable
    honorary honored honoring honors honour honours hoo hood hoof hook hooked hooks hoop hoover
    hoped hopeful hopefully hopeless hopelessness hopes hoping hopkins hopping hops horace horizon
    horizons horizontal horizontally hormonal hormone hormones horn horns horr horrible horrific
    horror horrors hors horseback horsepower horses hort horticultural horticulture hos hose hoses
    hospitality hospitalization hospitalizations hospitalized hospitals hostage hosted hostile
    hostilities hostility hosting hostname hosts hotel hotels hots hotspot hotspots hotter hottest
    hou houghton hourly housed households houston hover hovering howard howe hpv href hrs hsv html
    httpresponse huang hub hubble hubs huck hud hudson hue hues huff hug hugely hugh hughes hugo huh
    hul hull humane humanism humanitarian humanities humankind humb humble humboldt hume humid
    humidity humili humiliation humility humming hummingbirds humor humorous humour hump humph hun
    hung hungarian hungary hunger hungry hunted hunter hunters hunting huntington hunts hur hurd
    hurdle hurdles huron hurricane hurricanes hurried hurry hurt hurtful hurting hurts husband
    husbandry husbands huss hussein hut hutch hutchinson huts huxley hvac hybrid hybridization
    hybrids hyde hyder hyderabad hydrated hydration hydraulic hydro hydroc hydrocarbon hydrocarbons
    hydrochlor hydroelectric hydrological hydrology hydroly hydrolysis hydrop hydroph hydrophobic
    hydroponic hydropower hydrothermal hydrox hydroxide hygi hygien hygiene hygienic hym hymn hymns
    hype hyperactivity hypers hypersensitivity hypert hypertension hyperthyroidism hypnosis hypnot
    hypo hypocr hypocrisy hypogly hypoglycemia hypot hypoth hypothalamus hypothermia hypotheses
    hypothesis hypothesized hypothetical hypothyroidism hypoxia hyster ian iber iberian ibid ibm ibn
    ibrahim ibs ibuprofen icc icd iceberg iceland icelandic ich iconic iconography icons ict icy
    idaho idealism idealized ideally ideals ideation identical identifiable identification
    identifier identifiers identifies identities ideological ideologies ideology idi idiom idioms
    idiosync idle idol idolat idolatry idols ids idx ieee ielts iep igg igneous ignite ignited
    ignition ignor ignorance ignorant ignore ignored ignores ignoring iii ili iliad illeg illegal
    illegally illegit illegitimate illicit illinois illiterate illnesses illum illumin illuminate
    illuminated illuminates illuminating illumination illusion illusions illustrate illustrated
    illustrates illustrating illustration illustrations illustrative illustrator illustrious imagery
    imagin imaginable imaginary imagination imaginations imaginative imagined imaging imagining imam
    imb imbal imbalance imbalances imbued imf img imitate imitating imitation immature immense
    immensely immers immerse immersed immersing immersion immersive immigrant immigrants immigrated
    immigration imminent immobil immoral immort immortal immortality immunity immunization
    immunodeficiency immunology immunos immunosupp immunotherapy immutable impacted impactful
    impacting impair impaired impairment impairments impairs impart impartial impat impatient impe
    imped impedance impede impending imperative imperfect imperfections imperial imperialism
    imperialist impetus implant implantation implanted implants implementations implementing
    implements implicated implication implicit implicitly implied implies imply implying importantly
    importation imported importerror importing imports impose imposed imposes imposing imposition
    impover impoverished impractical impregn impress impressed impression impressions impressive
    imprint imprison imprisoned imprisonment improb improper improperly improv improvements improves
    improvis improvisation improvised impul impuls impulse impulses impulsive impurities inability
    inaccessible inaccur inaccurate inactive inactivity inadequ inadequate inadvert inadvertently
    inanimate inappropriate inaug inaugural inaugurated inauguration inbox inca incandescent incap
    incapable incarc incarcerated incarceration incarn incarnation incense incent incentiv incentive
    incentives inception inch incidence incident incidental incidents incin incision incisions incl
    inclination inclined inclusion inclusions inclusive inclusivity incom incomes incoming
    incompatible incompet incompetent incomplete incon inconclusive incons inconsist inconsistencies
    inconsistent incontinence inconven inconvenience inconvenient incorporated incorporates
    incorporation incorrect incorrectly incredibly increment incremental increments incub incubated
    incubation incumbent incur incurred incurs indebted indef indefinite indefinitely indel
    indelible indent independently indeterm indexed indexerror indexes indexing indiana indianapolis
    indians indicated indicating indication indications indicative indicator indicators indices
    indict indies indiff indifference indifferent indig indigestion indign indigo indirect
    indirectly indiscrim indispens indispensable indist indistinguishable individ individualism
    individuality individualized individually indo indones indonesia indonesian indoor indoors
    induce induced induces inducing induct induction inductive indul indulge indus industrialization
    industrialized ineffective inefficient inequalities inequality inequities inert inertia inertial
    inev inevitable inevitably inex inexpensive inexperienced inext infall infamous infancy infant
    infantry infants infar infarction infecting infectious infects infer inference inferences
    inferior inferred infertility infest infestation infestations infested infill infilt
    infiltration infin infinite infinitely infinity inflamed inflammatory inflated inflation
    inflection inflict inflicted inflow influencers influencing influential influenza influx info
    infographic informal informally informational informative informing informs infrared infrast
    infrastructures infrequent infrequently infringe infringement infused infusion ingen ingenious
    ingenuity ingest ingested ingesting ingestion ingrained ingredient inh inhabit inhabitants
    inhabited inhabiting inhal inhalation inhale inhaled inhaling inher inherently inherit
    inheritance inherited inhibit inhibited inhibiting inhibition inhibitor inhibitors inhibitory
    inhibits inhuman initialization initialize initialized initials initiate initiated initiates
    initiating initiation initiative injected injecting injection injections injure injured injust
    injustice injustices ink inks inland inlet inline inmates innate innermost innoc innocence
    innocent innocuous innovate innovations innovators innumerable inoc inorganic inp inpatient
    inplace inputs inquire inquiries inquiry inquis inquisition insane inscribed inscription
    inscriptions insecticide insecticides insecure insecurity insensitive inseparable inserted
    inserting insertion inserts insider insidious insightful insign insignificant insist insisted
    insistence insisting insists insofar insol insoluble insomnia inspect inspected inspecting
    inspection inspections inspector inspectors inspir inspiration inspirational inspire inspires
    inspiring instability instagram installation installations installing installment
    instancepreprocess instant instantaneous instantly instill instinct instincts institut
    instituted institutes institutional institutionalized instructed instructing instructional
    instructive instructor instructors instrumental instrumentation insu insufficiency insufficient
    insulated insulating insulation insulin insult insults insur insure insured insurers insurg
    insurmountable insurrection intact intakes intangible integer integers integral integrate
    integrates integrating integrative integrity intel intellectually intellectuals intelligent
    intelligently intend intending intends intens intensely intensified intensify intensities
    intensity intensive intensively intention intentional intentionally intentions intently
    interacted interacting interactive interacts intercept interchange interchangeable
    interchangeably interconnect interconnected interconnectedness intercourse intercultural
    interdependence interdependent interdisciplinary interestingly interface interfaces interfaith
    interfer interfere interference interferes interfering intergenerational intergovernmental
    interim interior interiors interl interlocking intermedi intermediaries intermediary
    intermediate intermitt intermittent internalized internally internationally internment
    internship internships interoperability interpersonal interplay interpol interpolation
    interpretations interpreted interpreter interpreters interpreting interpretive interprets
    interrelated interrog interrupt interrupted interrupting interruption interruptions intersect
    intersecting intersection intersectional intersectionality intersections intersects interspers
    interspersed interst interstate interstellar intertw intertwined interval intervals interven
    intervene intervened intervening interviewed interviewing interviews intest intestinal intestine
    intestines intim intimacy intimate intimately intimidated intimidating intimidation intoler
    intolerance intolerant intonation intox intr intra intracellular intravenous intricacies intrig
    intrigue intrigued intriguing intrinsic intrinsically intro introduces introducing introductions
    introductory intros introspection intruders intrusion intrusive intu intuition intuitive
    intuitively inuit inund invade invaded invaders invading inval invalid invaluable invari
    invariably invasion invasions invasive invented inventing invention inventions inventive
    inventor inventories inventors inventory inver inverse inversely inversion invert inverte
    invertebrate invertebrates inverted inverter invested investigate investigated investigates
    investigating investigations investigative investigator investigators investing investments
    investor investors invisible invitation invitations invite invited invites inviting invoice
    invoke invoked invoking involuntary involvement inward iod iodine ion ionic ionization ionizing
    ions ios iot iowa ipa ipad ipads ipcc iphone ipm ipod iprot ips ipv iran iranian iraq iraqi iris
    irish ironic ironically irony iroqu iroquois irrad irradiation irrational irre irregular
    irregularities irrelevant irres irresist irresistible irrespective irresponsible irrevers
    irreversible irrig irrigated irrigation irrit irritability irritable irritants irritate
    irritated irritating irritation irs irvine irving isa isaac isab isabel isabella isaiah ischem
    ischemic ishma ishmael isis islamic islander islanders islands isle isles iso isolate isolated
    isolates isolating isolation isot isotope isotopes isp israeli israelis israelite israelites
    issn issu issuance issuing ist istanbul ital italians italic itch itching itchy iter iterable
    iterate iteration iterations iterative iterator itertools ith itiner iucn ivan ivf ivory ivy jab
    jac jack jacket jackets jackie jackson jacob jacobs jacqu jacques jade jag jah jail jain jak
    jake jal jam jama jamaica jamestown jamie jams jane janeiro janet jar jargon jars jason jaundice
    java jaw jaws jay jazz jealous jealousy jean jeans jeff jefferson jeffrey jehovah jelly
    jellyfish jem jen jenkins jenn jennifer jenny jensen jeopard jere jeremiah jeremy jerome jerry
    jersey jerusalem jess jesse jessica jesuit jesuits jet jets jewel jewellery jewelry jewels jfk
    jiang jill jim jimmy jin jing joa joan joe joel jog jogging joh johann johannes johannesburg
    johnny johns johnson johnston joining joins jointly joints joke jokes jon jonah jonathan jones
    jong jordan jorge jos josef josephus josh joshua josiah journaling journalism journalist
    journalists journals journeys joyce joyful joyous joys jpl jsonify jstor juan juda judah judaism
    judea judge judged judgement judgements judges judging judgment judgments judicial judiciary
    judicious judith judy jug juice juices juicy jul jules julia julian julie juliet julius jumped
    jumping jumps jun junction junctions juncture jung jungle junior junk juno jupiter jur jurassic
    juris jurisdict jurisdiction jurisdictions jurisprudence jurors jury justices justification
    justified justify justin juvenile juveniles juxtap kab kabbal kabul kad kafka kah kahn kai
    kaiser kak kal kale kali kam kamp kan kand kane kang kangar kangaroo kansas kant kap kaplan kar
    karen karl karma karn karnataka kas kash kashmir kat kate kath katherine kathleen katie katrina
    katz kau kauf kaw kay kaz kazakh kazakhstan keen keeper keepers keeps keith kel kell keller
    kelly kelp kelvin kem ken kend kenn kennedy kenneth kent kentucky kenya kenyan kepler ker kerala
    keras keratin kernel kernels kerosene kerr kerry ket keto kettle kevin keyboard keyboards
    keyerror keyn keynes keys keyword keywords khan khmer khz kick kicked kicking kicks kidn
    kidnapped kidney kidneys kiev kiki killer killers killing killings kills kiln kilogram kilograms
    kilomet kilometer kilometers kilometres kilow kilowatt kim kimber kin kinase kinder kindergarten
    kindle kindly kindness kinetic kinetics kingdom kingdoms kings kingston kins kinship kipp kippur
    kir kirk kiss kissing kitchen kitchens kite kits kitten kittens kiwi klan kle klein knee knees
    knife knight knights knit knitting knives knob knock knocked knocking knot knots knowledgeable
    knox koch kod koh kok kol kolk kom kon kong kor korea korean koreans kos kosher kosovo kot kra
    krak kre kri krill krish krishna krist kru kub kuh kul kum kumar kun kur kurd kurdish kurds kurt
    kush kuwait kwargs kwh kyoto kyr kyrgyz labeled labeling labelled labelling laboratories
    laborers laborious labou labour labourers labrador labs labyrinth lac lace lacked lacking lacks
    lact lactation lactic lactose lad ladder laden ladies lady laf lafayette lag lagoon lah laid
    lakes lakh lakota laksh lal lam lama lamb lambda lambert lambs lament lamin laminated lamp lamps
    lan lanc lancashire lancaster lance lancet landed lander landfall landfill landfills landing
    landings landl landlord landlords landmark landmarks landowner landowners landsat landscapes
    landscaping landsl landslide landslides lane lanes lang lange lank lanka lantern lanterns lao
    laos lap lapar lapse lapt laptop laptops lar larry lars larv larva larvae larval larynx las
    laser lasers lasted lasting lastly lasts lastsum lately latency latent lateral laterally latex
    latino latinos latinx latitude latitudes lattice latvia lau laugh laughed laughing laughter
    launches launching laund laundry laur laura laure lauren laurence lav lava lavender lavish
    lawful lawmakers lawn lawns lawrence lawsu lawsuit lawsuits lawyer lawyers lax layered layering
    laying layout layouts lays laz lazarus lazy lbs lcd ldl leach leaching leaflet leaflets leafy
    league leagues leak leakage leaked leaking leaks leaky lean leaned leaning leap leaps learner
    learns learnt lease leased leases leasing leather leban lebanese lebanon lecture lecturer
    lecturers lectures ledger leds lee leed leeds lef leftover leftovers legacies legacy legality
    legally legend legendary legends legion legisl legislative legislators legislature legislatures
    legit legitim legitimacy legitimate lego legumes leh leib leibniz leices leicester leiden
    leipzig leisure lem lemon lemonade lemons lend lender lenders lending lends leng lengthen
    lengths lengthy lenin lenses lent lentils leo leon leonard leonardo leone leopard leopards
    leopold lep lepro leprosy lept leptin les lesbian lesion lesions leslie lessen lesser lest leth
    lethal letharg lethargy lets lett letting lettuce leuc leuk leukemia lev leve leveled leveling
    lever leverage leveraged leveraging levers levi levied levin levine levy lew lewis lex lexical
    lexicon lexington ley lgbt lgbtq lia liabilities liability liable liaison liberal liberalism
    liberals liberate liberated liberation liberia libert liberties liberty librarian librarians
    libraries libya lice licence licensed licenses licensing lichen lid lids lie lieu lieutenant
    lifecycle lifelong lifes lifespan lifestyles lifetime lifetimes lift lifted lifting lifts lig
    ligament ligaments ligand lighted lighter lighthouse lighting lightly lightning lightweight lign
    liked likelihood likened likeness likes likewise liking lil lilies lily lima limb limbs lime
    limestone limitation limiting limitless lin lincoln lind linda lineage lineages linearly lined
    linen liner linestyle linewidth ling linger lingered lingering lingu linguistic linguistics
    linguists lining linkage linkages linkedin linking linn lint linux lion lions lip lipid lipids
    lipoprotein lipp lips liquef liquidity liquids liquor lis lisa lisbon listened listener
    listeners listens listing listings lists literacy literal literally literate literatures liters
    lith lithium lithuan lithuania lithuanian litigation litres litter liturgical liturgy liu
    livelihood livelihoods lively liverpool livestock lizard lizards llc lloyd lng loaded loader
    loading loads loaf loan loans lob lobby lobbying lobe lobes lobster locale locales localities
    locality localization localized locally locals locate locating loch loci lock lockdown locke
    locked lockheed locking locks locom locomotion locomotive locomotives locus locust lod lodge
    lodged lodging lof lofty logan logarith logarithmic logged logger logic logical logically login
    logistic logistical logistics logits logo logos logs lok lomb lon lone loneliness lonely longest
    longevity longing longitude longitudinal longstanding longtime lookout lookup loom looming looms
    loop looph loops loos loose loosely loosen loot lopez lor lords lore loren lorenzo lorraine los
    loses losing losses lotteries lottery lotus loud louder loudly louise louisiana louisville lov
    lovely lover lovers loves loving lowell lowercase lowered lowering lowers lowest lowland
    lowlands lows loyal loyalty lsd lst ltd lub lubric lubricant lubrication luc lucas luck luckily
    lucky lucrative lucy lud ludwig luft luggage luis luk luke lum lumbar lumber lumin luminosity
    luminous lump lumps lun luna lunar lunch lunches lunchtime lund lungs lupus lur lure lurking lus
    lush lust lute lutein luther lutheran lux luxembourg luxurious luxury lying lyme lymph lymphatic
    lymphocytes lymphoma lyn lynch lyndon lynn lyon lyons lyric lyrical lyrics lys maas macarthur
    macbeth macc macdonald maced macedonia macedonian machinery machining mack mackenzie mackerel
    macmillan macro macroeconomic macrom macron macroph macrophages macros macular madagascar madame
    madison madness madrid mae magazine magazines magdal magic magical magically magist magistrate
    magma magna magnesium magnet magnetism magnets magnific magnification magnificent magnified
    magnifying magnitude magnitudes mah mahab mahal mahar maharashtra mahatma mahayana mai maid
    maiden mail mailing maine mainland mains mainstream maintained maintains maize maj majestic
    majesty majors mak maker makers makeshift makeup maladaptive malaria malawi malay malays
    malaysia malaysian malcolm mald males malf malfunction mali malicious malign malignant mall
    malle malls malnutrition malpractice malt malta maltreatment malware mam mama mammal mammalian
    mammals mammary mammography mammoth manageable manager managerial managers manages manc manch
    manchester mandarin mandate mandated mandates mandatory mandela maneu maneuver maneuvers mang
    manga mangan manganese mango mangrove mangroves manhattan mania manic manifest manifestation
    manifestations manifested manifests manifold manila manipulate manipulated manipulating
    manipulation manipulations manipulative manit manitoba mankind manmade mann manned manners manoe
    manor manpower mans mansion mant mantle mantra manual manually manuals manuel manufactured
    manufacturer manufacturers manufactures manure manuscript manuscripts mao maori maple mapped
    mapping marathon marble marbles marc marched marches marching marco marcus mard mare margaret
    margin marginal marginalization marginalized margins mari maria marian marianne marie marig
    marijuana marin marines mario marion marital maritime markedly marker markers marketed marketers
    marketing marketplace marketplaces marking markings markov marks markup marl marm marriages
    marrow marry marrying marsh marshal marshall marshes marshm marsup martha martial martian martin
    martinez martyr martyrdom martyrs marvel marveled marvelous marvels marx marxism marxist
    maryland mas masc mascul masculine masculinity mash mashed mask masked masking masks mason
    masonic masonry massac massachusetts massacre massage masses massively mast mastered mastering
    masterpiece masterpieces masters mastery matched matches matching mate mater materialism
    maternal maternity mates mathematic mathematically mathematician mathematicians maths mating
    matlab matplotlib matrices mats matt mattered matthew matthews mattress mattresses maturation
    mature matured matures maturing maturity mau maui maur maurice maximal maximise maximize
    maximizing maxwell maya mayan mayer mayo mayor maz maze mba mcc mccarthy mccl mccle mcclell mcd
    mcdonald mcg mcgill mcgraw mcint mck mckin mcl mcn mead meadow meadows meaningfully meaningless
    meanings meantime meanwhile measles measurable measuring meats mecca mechanic mechanically
    mechanics medal medals medi medial median mediate mediated mediating mediation mediator
    mediators medicaid medically medicare medici medicinal medicines medieval medina meditate
    meditating meditation meditative mediterranean mediums meetings meets meg mega megal megawatts
    meh mei mek mekong melan melancholy melanin melanoma melatonin melbourne melissa mell mellitus
    mellon melodic melodies melody melt meltdown melted melting melts membership membrane membranes
    memes memo memoir memoirs memor memorable memorial memorials memories memorization memorize
    memorizing memphis mend mening meningitis mennon mennonite menopause menstru menstrual
    menstruation mentality mentally mentioning mentions mentor mentoring mentors mentorship menu
    menus merc mercant merced merch merchand merchandise merchant merchantability merchants mercury
    mercy merg merge merged merger mergers merging meridian merit merits merr merriam mes mesh
    mesmer mesmerizing mesoam mesopotam mesopotamia mesothelioma messaging messenger messengers
    messiah messy meta metabol metabolic metabolism metabolites metac metadata metall metallic
    metals metamorph metamorphosis metap metaph metaphor metaphorical metaphors metaphysical
    metaphysics metast metastasis metastatic metavar mete meteor meteorite meteorites meteorological
    meteors meter metering meters methane methanol methodist methodological methodologies
    methodology methyl methylation meticul meticulous meticulously metre metres metric metrics metro
    metropolis metropolitan mexican mexicans meyer mhz mia miami mic michel michelangelo michelle
    michigan microb microbe microbes microbi microbial microbiol microbiology microbiome microbiota
    microcontroller microf micrograms microm micron microns micronutrients microorganisms microphone
    microphones microprocessor microsc microscope microscopes microscopic microscopy microsoft
    microw microwave microwaves midday midi midnight mids midst midw midwest midwives mifflin mighty
    migraine migraines migrant migrants migrate migrated migrating migration migrations migratory
    miguel mik mike mikhail milan milder mildew mildly mile mileage milestone milestones milieu
    milit militant militar militia militias milkweed milky millenn millennia millennium miller
    millet milligrams millimeter millimeters milling millise milliseconds mills milton milwaukee mim
    mimic mimicking mimics minced minded mindful mindfulness mindset mine minecraft mined miner
    mineral miners mines ming minh mini miniatur miniature minimal minimalist minimally minimax
    minimise minimized minimizes minimizing minister ministers ministries ministry minneapolis
    minnes minnesota minorities minority minors mins mint minus minuscule minute mira miracle
    miracles miracul miraculous miranda miriam mirna mirnas mirror mirrored mirroring mirrors misc
    miscar miscarriage mischie mischief mischievous miscon misconception misconceptions misconduct
    misdiagn miserable misery misf misfortune misguided mish misinformation misleading mism misman
    mismatch misplaced missed misses missile missiles missionaries missionary missions mississippi
    missouri missp mistake mistaken mistakenly mistakes mistle mistreatment mistress mistrust
    misunder misunderstand misunderstanding misunderstandings misunderstood misuse misused mitchell
    mite mites mith mitigate mitigated mitigating mitigation mitochond mitochondria mitochondrial
    mits mitz mixer mixes mixing mixture mixtures miz mla mnem mobil mobility mobilization mobilize
    mobilized mock mocked mocking modal modalities modality modeled modeling modelled modelling
    modem moderate moderated moderately moderation moderator modernism modernist modernity
    modernization modes modest modification modifications modified modifier modifiers modifies
    modify modifying modular modulate modulated modulating modulation modules modulus mog moh
    mohammad mohammed moistur mol molar molars molasses mold molded molding molds molecule moles
    moll molly molten momentarily momentous momentum mommy moms monarch monarchs monarchy monaster
    monasteries monastery monastic mond monday monet monetary mong mongo mongol mongolia mongolian
    mongols monica monitored monitors monk monkey monkeys monks mono monoc monoclonal monog
    monolithic monopol monopolies monopoly monot monothe monounsaturated monoxide monroe mons
    monsanto monsoon monst monster monsters monstrous montana monte monteneg monterey montessori
    montgomery monthly montreal monument monumental monuments moods moons moor moore moose morale
    morality morally morals moratorium morb morbidity mord morgan morm mormon morn mornings moroc
    moroccan morocco morph morphine morphological morphology morris morrison morse mortal mortality
    mortar mortg mortgage mortgages morton mos mosaic mosaics moscow moses moshe mosque mosques
    mosquit mosquito mosquitoes moss moth motherboard motherhood mothers moths motif motifs motility
    motions motivate motivated motivates motivating motivation motivational motivations motive
    motives motorcycle motorcycles motorists motorized motors motto mou mould mound mounds
    mountainous mountains mounted mounting mounts mour mourn mourning mouse mouths mouthwash
    mouthwatering movable movies mowing moy moz mozamb mozambique mozart mpg mph mps mri mrna mrs
    mrsa msc msg muc mucosa mucosal mucous mucus mud muddy muff mugh mughal muh muhammad muir muk
    mul mulch mule mull multic multicultural multiculturalism multidimensional multidisciplinary
    multif multifaceted multil multilateral multilingual multim multimedia multinational multip
    multipl multiples multiplex multiplication multiplicity multiplied multiplier multiply
    multiplying multiprocessing multis multitude multiv multivariate mumbai mummy mun mund mundane
    munich municip municipal municipalities municipality munitions mural murals murd murder murdered
    murders murky murphy murray musa muscul muscular musculoskeletal muse museums mush mushroom
    mushrooms musician musicians musk muslims muss mussels mussolini mustard mutant mutants mutate
    mutated mutation mutations mutual mutually muzzle myanmar myc mycot myel myelin myers myocard
    myocardial myopia myriad mysql mysteries mysterious mystery mystical mysticism mythical
    mythological mythologies mythology myths naacp nab nacional nad nadu nag nagasaki nah nail nails
    nairobi naive nak naked nam namely namespace namibia naming nancy nano nanom nanomaterials
    nanometers nanop nanoparticles nanoscale nanost nanot nanotechnology nanotubes naomi nap naples
    napole napoleon napoleonic nar narc narciss nargs narrated narration narrative narrator narrowed
    narrower narrowing narrowly nasal nascent nash nashville nasty nat natal nathan nathaniel
    nationalism nationalist nationalists nationalities nationality nationally nationals nationwide
    natives natl nato naturalist naturalistic nausea nautical navajo naval nave navigated navigating
    navigation navigational navy naz nazareth nazi nazis nbc ncert ndarray neander neanderthal
    neanderthals nearer nearest nearing neat neatly neb nebraska nebul nebula nec necessit
    necessitate necessitated necessitates necessitating necessities necessity neckl necklace necks
    necrosis nectar needing needle needles needy negatively negatives negativity neglect neglected
    neglecting neglig negligence negligible negotiate negotiated negotiating negotiation
    negotiations negro nehru neighborhoods neighboring neighbors neighbour neighbourhood
    neighbouring neighbours neil nelson nem nemat nematode nematodes neo neoc neoliberal neolithic
    neon neonatal nep nepal neph nephe nephew neptune ner nerves nervosa nervousness nest nested
    nesting nestled nests netflix nether netherlands nets netting networked networking neu neumann
    neural neurode neurodegenerative neurolog neurologic neurological neurologist neurology neurom
    neuromuscular neuron neuronal neurons neuropathy neuropsych neuroscience neurotransmit
    neurotransmitter neurotransmitters neutr neutral neutrality neutralize neutralizing neutrinos
    neutron neutrons neutroph nev nevada nevertheless newborn newborns newcastle newcom newcomers
    newer newest newfound newfoundland newman newport newsletter newsletters newspaper newspapers
    newton nex nexus nfl nft ngc ngo ngos ngu nhs niacin niagara nib nicarag nicaragua nice nicely
    nich niche niches nicholas nick nickel nickname nicknamed nicolas nicole nicotine niel nielsen
    nietzsche nig niger nigeria nigerian nightmare nightmares nights nighttime nih nik nike nil nile
    nim nina nineteen nineteenth ninety nino nintendo ninth nipple niss nist nitrate nitrates nitric
    nitrite nitrogen nitrous nixon nlp nmr noaa noah nobel nobility noble nobles nobody noct
    nocturnal nod nodded nodding nodes nodules noises noisy nom nomadic nomenclature nominal
    nominated nomination nond nonetheless nonex nonfiction nonhuman nonlinear nonprofit nonprofits
    nons nonsense nonverbal nonviolent noodles noon noqa nord nordic norfolk normalization normalize
    normalized norman normandy normative norms norris norse nort northeast northeastern northward
    northwest northwestern norton norway norwegian nos nose noses nost nostalg nostalgia nostrils
    notably notation notch noteb notebook notebooks noteworthy noticeable noticeably notices
    noticing notification notifications notified notify notimplemented notimplementederror noting
    notion notions notorious notoriously notre nottingham notwithstanding nou noun nouns nour
    nourish nourishing nourishment nov nova novelist novels novelty novice novo nowadays nowhere
    noxious nozzle nozzles npr nps nrc nsa nsaids nsf nsw nuance nuanced nuances nuclei nucleic
    nucleot nucleotide nucleotides nucleus nud nug nuisance null nullable numb numbered numbering
    numbness numer numeracy numerals numerator numeric numerical numerically nums nun nuns nure
    nuremberg nurse nurseries nursery nurses nursing nurt nurture nurtured nurturing nutr nutrient
    nutrit nutritional nutritionist nutritious nuts nutshell nyc nylon nymph nymphs oak oakland oaks
    oasis oat oath oatmeal oats obama obedience obedient ober obese obey obj objected objection
    objections objectively objectivity obl obligated obligation obligations obligatory obliged
    oblique obliv oblong obsc obscure obscured observable observance observational observatory
    observer observers observes observing obsessed obsession obsessive obsolete obstacle obstacles
    obstetric obstruct obstruction obstructions obstructive obtaining obtains obviously occas
    occasional occasionally occasions occult occupancy occupants occupation occupational occupations
    occupied occupies occupy occupying occurrence occurrences occurring ocd oceanic oceans oclc ocr
    octave octop octopus ocular odd odds odor odors odour odys odysseus odyssey oecd oedipus offence
    offences offended offender offenders offending offense offenses offensive offerings officer
    officers offices officially offline offs offset offsets offshore offspring oft oftentimes ohio
    oils oily oint ointment ojib okay okin oklahoma oldest olds ole olfactory olig olive oliver
    olives olivia olm olymp olympic olympics omaha oman omar omega omin omission omit omitted omn
    onboard onc oncology oneself ong onion onions onset ont ontario ontology onward onwards opacity
    opaque openings openly openness opens opera operas operated operates operational operative
    operator operators ophthalm opinions opio opioid opioids opium opponent opponents opportunistic
    oppos oppose opposed opposes opposing opposites opposition oppressed oppression oppressive oprot
    ops opted optic optical optics optimally optimism optimistic optimization optimize optimized
    optimizer optimizing optimum opting optional optomet opts oracle orally orang orange oranges
    orangutans orator orb orbit orbital orbiter orbiting orbits orch orchard orchards orche orchestr
    orchestra orchid orchids ordained ordered ordereddict ordering orderly orders ordin ordinance
    ordinances ordinarily ordinary ore oregano oregon ores org organelles organically organisation
    organisational organisations organise organised organising organism organizational organize
    organizer organizers organizes organizing ori oriental orientation orientations oriented origami
    originality originate originated originates originating origins orion orlando orleans orn
    ornament ornamental ornaments ornate ornith orphan orphaned orphans orth orthodont orthodontic
    orthodox orthodoxy orthogonal orthopedic orwell osa oscar oscill oscillation oscillations
    oscillator osha osiris oslo osm osmosis oss ost oste ostensibly osteoarthritis osteoporosis osw
    oswald ott ottawa otters otto ottoman ottomans ought oun ounce ounces ours outage outages
    outbreak outbreaks outc outdated outdoor outdoors outer outermost outfile outfit outfits outflow
    outgoing outlawed outlet outlets outliers outline outlined outlines outlining outlook
    outnumbered outpatient outputs outrage outreach outright outs outset outsider outsiders
    outskirts outstanding outward outwards outwe outweigh oval ovarian ovaries ovary ove oven ovens
    overarching overcame overcoming overcrow overcrowded overd overdose overe overeating overest
    overex overfishing overflow overgrowth overh overhe overhead overheard overheating overlap
    overlapping overlaps overlay overload overlook overlooked overlooking overly overnight overr
    override overs oversaw overse overseas oversee overseeing oversees overshad overshadowed
    oversight oversimpl overt overth overthrow overtime overturn overturned overuse overview
    overweight overwhelm overwhelmed overwhelming overwhelmingly overwrite ovulation owe owed owen
    owens owes owing owl owls owned ownership owning owns oxal oxen oxford oxid oxidation oxidative
    oxide oxides oxidized oxytocin oyster oysters ozone pablo pac pace pacemaker pacing package
    packaged packages packaging packed packet packets packing packs pact pad padd padded padding
    paddle pads paediatric pag pagan paine painful painkillers painless pains painstaking painted
    painter painters paintings paints paired pairing pairs pairwise pak pakistan pakistani palace
    palaces palae palate pale paleo paleolithic paleont palest palestine palestinian palestinians
    palette pall palliative palm palmer palms palp pals palsy pam pamph pamphlet pamphlets panama
    panc pancakes panch pancreas pancreat pancreatic pancreatitis panda pandas pandemic pandemics
    pane panel panels pang panic panor panoramic pans pant pantry pants pap papal papaya paperwork
    papill papua para parab parable parables parach parachute parad parade parades paradigm
    paradigms paradise paradox paradoxical paragraph paragraphs paragu paraguay parallelism
    parallels paraly paralysis paralyzed parameter parametric paramount params paran paranoia
    paranormal parap paraph paraphrase paras parasit parasite parasites parasitic parathyroid parcel
    parcels parch parchment pardon paren parental parentheses parenting parish parishes parity
    parked parker parking parkinson parks parliament parliamentary parody parrot parrots pars parse
    parsed parsing parsley parsons partake parth partial partially participant participated
    participates participating participatory participle particle particulars particulate
    particulates partisan partisans partition partitioning partitions partly partnered partnering
    partnership partnerships pas pasadena pascal pash paso passages passenger passengers passes
    passionate passionately passions passive passively passover passport passports password
    passwords pasta paste pasteur pastime pastor pastoral pastries pastry pasture pastures patagon
    patch patches patel patent patented patents paternal pathlib pathogen pathogenesis pathogenic
    pathogens pathological pathologies pathologist pathology pathophysiology paths pathway pathways
    patience patiently patri patriarch patriarchal patricia patrick patriot patriotic patriotism
    patrol patrols patron patronage patrons patterned patterson paulo pause paused pauses pav pave
    paved pavement paves paving paw pawn paws payable paying payload payloads payment payments payne
    payroll pays pbs pca pcb pcbs pci pcos pcr pcs pdb pdf pea peac peaceful peacefully peach
    peaches peak peaked peaks pean peanut peanuts pear pearl pearls pears pearson peas peasant
    peasants peat peb pebbles pec pecul peculiar pedagog pedagogical pedagogy pedal pedest
    pedestrian pedestrians pediatr pediatric pediatrician pediatricians pediatrics pedro pee peek
    peel peeled peeling peels peer peers peg pel pellet pellets pelvic pelvis penal penalties
    penalty penc pencil pencils pend pending pendulum penet penetrate penetrated penetrating
    penetration peng penguin penguins penicillin peninsula penis penned pennsylvania penny pens
    pension pensions pent pentagon pentecost pep pepp pepper peppers pept peptide peptides perc
    perce perceive perceived perceives perceiving percentages percentile perception perceptions
    perceptual perch perched percussion percy pere perenn perennial perennials perf perfected
    perfecting perfection perfectly perfor perforated performances performer performers performs
    perfume perfusion peri peric pericard peril perilous perimeter periodic periodical periodically
    periodicals periodont periodontal periodontitis peripher peripheral periphery perish perished
    perkins perks perl permafrost permanently perme permeability permeable permeate permiss
    permissible permission permissions permit permits permitted permitting peroxide perpendicular
    perpet perpetrated perpetrator perpetrators perpetual perpetuate perpetuated perpetuating
    perplex perry perse persec persecuted persecution perseverance persia persian persians persisted
    persistence persistent persistently persists persona personalities personality personalized
    personally personnel persu persuade persuaded persuasion persuasive pert pertain pertaining
    pertains perth pertinent perturb perturbations pertussis peru peruvian perv pervasive pes pesky
    pessim pessimistic pest pestic pesticide pesticides pests petals pete peters petersburg peterson
    petition petitions petr petrol petroleum pets petty pew pfas pfizer phag phar pharaoh pharise
    pharisees pharmac pharmaceutical pharmaceuticals pharmacies pharmacist pharmacists
    pharmacological pharmacology pharmacy phased phases phds phe phenomena phenomenal phenotype
    phenotypes phenotypic pherom phi philadelphia philanthrop philanthropic philanthropy philip
    philipp philippine philippines philist phill phillip phillips philosoph philosopher philosophers
    philosophical philosophies phishing phobia phobias phoen phoenix phon phones phonetic phonics
    phonological phosph phosphate phosphorous phosphorus phosphory photo photoc photograp
    photographed photographer photographers photographic photographs photography photon photons
    photore photoshop photosynthesis photosynthetic photovolta photovoltaic php phrase phrases
    phrasing phthal phy phyl phylogen phylogenetic phylogeny physi physic physically physician
    physicians physicist physicists physiol physiological physiology physiothe physiotherapy
    physique phyt phytochemical phytoplankton pia pian pianist piano pic picasso picchu picked
    picking pickle pickled pickles picks pickup picnic pictorial pictured picturesque pid pied
    piedmont pier pierce pierced piercing pierre pies piet piety pige pigeon pigeons pigment
    pigmentation pigments pigs pike pilate pile piled piles pilgrim pilgrimage pilgrims pill pillar
    pillars pillow pillows pills pilot pilots pim pin pinch pine pineapple pines ping pink pinn
    pinpoint pins pint pinterest pion pioneer pioneered pioneering pioneers pious pipe pipeline
    pipelines pipes piping piqued pir piracy pirate pirates pis pist pistol piston pit pitch pitched
    pitcher pitches pitfalls pits pitt pitts pittsburgh pitu pituitary pity pius piv pivot pivotal
    pix pixel pixels pizza pkg pla plac placebo placement placements placent placenta placing plag
    plagiar plagiarism plague plagued plagues plain plainly plains plaint plaintiff plaintiffs
    planck plane planes planetary planets plank planks plankton planned planner planners plantar
    plantation plantations planted planter planters planting plantings plaque plaques plas plasm
    plasma plasmid plast plaster plasticity plastics plat plateau platelet platelets plates plating
    platinum plato plaus plausible playback playful playground playgrounds playlist playtime
    playwright playwrights plaza plc plea pleas pleasant pleased pleasing pleasurable pleasure
    pleasures pledge pledged pledges pleistocene plent plentiful plethora plex plight plos plots
    plotted plotting plough plow plug plugged plugin plugins plugs plum plumage plumbing plume
    plumes plummet plunder plung plunge plunged plur plural pluralism plurality plus plut pluto
    plutonium ply plymouth plywood pmc pmid pneum pneumatic pneumonia png poaching pocket pockets
    pod podcast podcasts pods poe poem poems poetic poets poignant pointed pointer pointers pointing
    pointless poised poison poisoned poisoning poisonous poisons pok poke poker poland polar
    polarity polarization polarized pole poles policing policym policymakers policymaking polio
    polish polished polishing polite politely politic politically politician politicians pollen
    pollination pollinator pollinators polling polls pollut pollutant pollutants pollute polluted
    polluting polly polo polyester polyethylene polyg polygon polygons polym polymer polymerase
    polymers polymorph polymorphism polyn polynes polynomial polynomials polyphen polyphenols polyps
    polys polytechn polythe polyunsaturated pom pomegran pomegranate pompe pompeii pon pond ponder
    pondered pondering ponds pont pony poo pooled pooling pools poop poorer poorest poorly popcorn
    pope popped popping poppy pops popul populace popularity popularized popularly populate
    populated populous por porcelain porch pore pores pork porn pornography porosity porous
    portability portable portal porter portfolio portfolios portions portland portrait portraits
    portray portrayal portrayals portrayed portraying portrays ports portsmouth portug portugal
    portuguese pose posed poses posing posit posited positional positioned positioning positively
    positives positivity posits possessed possesses possessing possession possessions postage postal
    postcards postcolonial postdoc postdocs postdoctoral posted poster posterior posterity posters
    postgraduate posthum posting postmodern postoperative postp postpartum postponed posts
    postsecondary postulated posture postures postwar potable potassium potato potatoes potency
    potent potentials potomac pots potter pottery potting pouch poultry pound pounding pounds pour
    poured pouring powder powdered powders powdery powell powered powerfully powerhouse powering
    powerless powerpoint pox ppe ppm pprint practicality practically practiced practicing practise
    practised practising practitioner practitioners prad pradesh prag pragmat pragmatic prague
    prairie prairies praise praised praises praising pras pratt prayed prayer prayers praying preach
    preached preacher preaching preb precarious precaution precautionary precautions preced precede
    preceded precedence precedent precedents precedes preceding precepts precinct precious precip
    precipitate precipitated precipitation precise precisely precision preclude precon preconceived
    precursor precursors predation predator predators predatory predecess predecessor predecessors
    predefined predetermined predic predicament predicate predictability predictable predicted
    predicting prediction predictions predictive predictor predictors predicts predis predisposed
    predisposition predom predominant predominantly preem preexisting preface preferable preferably
    preference preferences preferential preferred preferring prefers prefix prefixes prefrontal
    pregnancies pregnant prehistoric prejud prejudice prejudices prel prelim preliminary premature
    prematurely premier premise premises premium premiums prenatal preparations preparatory
    preparedness prepares preparing preposition preprint preprocess preprocessing prerequ
    prerequisite prerequisites presbyter presbyterian preschool preschoolers prescribe prescribed
    prescribing prescription prescriptions presentations presenter presenting presently preserv
    preservation preservative preservatives preserved preserves preserving presided presidency
    presidential presidents pressed presses pressing pressured pressures pressurized prest prestige
    prestigious preston presum presumably presume presumed presumption presupp pretend pretending
    preterm prevail prevailed prevailing prevails prevalence prevalent preventable preventative
    prevented preventive prevents preview prey pri priced priceless pricing prick pride pries priest
    priesthood priests primate primates prime primer primers primitive primordial prince princes
    princess princeton princip principal principally principals printable printed printer printers
    prints priori priorit priorities prioritize prioritized prioritizing priority prism prisoner
    prisoners prisons pristine privacy privately privile privilege privileged privileges prize
    prized prizes proactive proactively probabilistic probabilities probability probable probate
    probation probe probes probing probiotic probiotics problematic proc procedural proceeded
    proceeding proceedings proceeds processed procession processor processors proclaim proclaimed
    proclamation procrast procrastination procure procurement prod producer producers productions
    productive professionalism professionally professions professors proficiency proficient profile
    profiles profiling profit profitability profitable profits profoundly progen progenitor progeny
    progesterone prognosis programmable programme programmed programmer programmers programmes
    progressed progresses progressing progression progressive progressively prohib prohibit
    prohibited prohibiting prohibition prohibits proj projected projectile projecting projection
    projections projector prokary prol prolet proletariat prolif proliferation prolific prolong
    prolonged prominence prominently promise promised promises promising promoted promoter promoters
    promotes promotion promotional promotions prompted prompting promptly prompts promul promulgated
    prone pronoun pronounce pronounced pronouns pronunciation proofs propag propaganda propagate
    propagated propagating propagation propane propel propellant propelled propeller propelling
    propensity prophe prophecies prophecy prophes prophet prophetic prophets prophyl prophylaxis
    proponent proponents proportion proportional proportions proposal proposals propose proposes
    proposing proposition propositions propri propriet proprietary props propulsion prose prosec
    prosecute prosecuted prosecution prosecutor prosecutors prospect prospective prospects prosper
    prosperity prosperous prost prostate prosthetic prostitution protagon protagonist protagonists
    protections protective protector protectors protects protest protestant protestantism
    protestants protested protesters protesting protests proto protocols proton protons prototype
    prototypes prototyping protoz protr protracted protruding proud proudly proved proven provenance
    proverb proverbs proves providence provider province provinces provincial proving provision
    provisional provisions provocative provoke provoked provoking prow prowess prox proxies proximal
    proximity proxy prud prudent prune pruned pruning prussia prussian psa psalm psalms pseud pseudo
    psi psoriasis psy psyche psyched psychiat psychiatric psychiatrist psychiatrists psychiatry
    psychic psycho psychoactive psychoan psychoanalysis psychologically psychologist psychologists
    psychosis psychosocial psychothe psychotherapy psychotic pter ptole ptolemy pts ptsd puberty
    publ publications publicity publicly publisher publishers publishes publishing pubmed pudding
    puebl pueblo puerto puff puget pulitzer pulled pulling pulls pulmonary pulp puls pulse pulses
    pulumi pumped pumping pumpkin pumpkins pumps punch punct punctu punctuation puncture pung
    pungent punish punished punishing punishment punishments punitive punj punjab punk pupil pupils
    pupp puppet puppets puppies puppy pups purchased purchases purchasing purdue purely purge
    purification purified purify puritan puritans purity purple purported purpos purposeful
    purposefully purposely purs purse pursuant pursue pursued pursuing pursuit pursuits pus pushed
    pushes pushing putative putin putnam puts puzzle puzzled puzzles puzzling pvc pvproperty pyg
    pygame pyl pylint pylori pym pyram pyramid pyramids pys pytest pyth pythag pythagorean pytorch
    qatar qin qing qtcore qtgui qtwidgets quad quadr quadrant quadratic quadru quaint quake quaker
    quakers qualification qualifications qualified qualifies qualify qualifying qualitative
    quantification quantified quantify quantifying quantitative quantities quantity quantum quar
    quarant quarantine quarrel quarry quart quarter quarterly quarters quartz quas quasi qubits
    quebec queen queens queensland queer quer queries query queryset questionable questioned
    questioning questionna questionnaire questionnaires quests queue qui quicker quiet quieter
    quietly quil quilt quin quincy quinn quinoa quint quir quirks quirky quit quitting quiz quizzes
    quo quot quota quotas quotation quotations quote quoted quotes quoting qur quran rab rabbi
    rabbin rabbis rabbit rabbits rabies rac racc raccoons raced races rachel racially racing racism
    racist rack racks radar radi radial radiant radiate radiating radiative radiator radical
    radically radicals radii radioactive radioactivity radiocarbon radios radiotherapy radius radon
    raf raft rag rage raging rah raid raids railroad railroads rails railway railways rainbow rainf
    rainfall rainforest rainforests rains rainwater rainy raises raising raisins raj raja rajas
    rajasthan rake raleigh rall rallied rallies rally ralph ram rama ramadan raman ramifications
    ramp rampant ramps rams ranc ranch ranchers randall randolph randomised randomized randomly
    randomness rang ranged ranger rangers ranges ranging rank ranked ranking rankings ranks ransom
    ransomware rao rap rape raped raphael rapids rapp rapport rapt rarely rarer rarity ras rash
    rashes raspberries raspberry raster rated ratification ratified rating ratings ration rational
    rationale rationality rations ratios rats ratt rav ravaged raven ray raymond rays raz razor
    reaches reacted reacting reactive reactivity reactor reactors reacts readability readable
    readily readiness readings reads reaffirm reagan reagents realise realised realism realist
    realistic realistically realities realization realizes realizing realms reap reapp rear reared
    rearing rearr rearrange reasonable reasonably reasoned reasoning reass reassess reassurance
    reassure reassured reassuring rebecca rebel rebell rebellion rebellious rebels rebirth rebound
    rebuild rebuilding rebuilt recal recall recalled recalling recalls recap recei receipt receipts
    receiver receivers receives reception receptive receptor receptors recess recession recessive
    recharge rechargeable recipe recipes recipient recipients reciproc reciprocal reciprocity
    recitation recite recited reciting reck reckless recl reclaim reclaimed reclamation recognise
    recognised recognises recognising recognizable recognizes recognizing recol recomb recombinant
    recombination recommendation recommending recommends recon reconc reconcile reconciled
    reconciliation reconnaissance reconnect reconsider reconst reconstruct reconstructed
    reconstruction recorder recording recordings recount recounted recounts recourse recover
    recovered recovering recre recreate recreation recreational recru recruit recruited recruiting
    recruitment recruits rect rectal rectangle rectangles rectangular rectify rectum recur
    recurrence recurrent recurring recurs recursive recyclable recycle recycled recycling redd
    reddish reddit rede redeem redefine redemption redes redesign redirect redis rediscovered redist
    redistribute redistribution redness redox redress reds reductions redund redundancy redundant
    ree reed reeds reef reefs refere referee referees referen referenced references referencing
    referend referendum referral referrals referring refill refin refine refined refinement
    refineries refinery refining reflected reflecting reflection reflections reflective reflects
    reflex reflexes reflux reforest reformation reformed reformer reformers reforming reforms
    refract refraction refractive refractory refrain refres refresh refreshed refreshing refrig
    refriger refrigerant refrigerated refrigeration refrigerator refrigerators refuel refug refugee
    refugees refund refurb refusal refuse refused refuses refusing refute regain regained regarded
    regards regen regener regenerate regeneration regenerative regex regim regime regimen regimens
    regiment regiments regimes register registered registering registers registration registry
    regression regret regularity regularization regulate regulated regulates regulating regulator
    regulators regulatory regurg rehab rehabilit rehabilitation rehe rehears rehearsal reich reid
    reign reigned reigns reim reimag reimburse reimbursement reincarnation reindeer reinfor
    reinforce reinforced reinforcement reinforcements reinforces reinforcing reins reinst reintrodu
    reiter rejected rejecting rejection rejects rejo rejoice rejuven relapse relat relatable relate
    relates relating relational relatives relativity relaxation relaxed relaxing relay relays
    releases releasing relegated relent relentless relevance reliability reliably reliance reliant
    relic relics relie relied relies relieve relieved relieves relieving religions religiously
    relinqu reload relocate relocated relocation reluct reluctance reluctant reluctantly relying
    remainder remarkably remarked remarks remed remedi remedial remediation remedies remedy remem
    remembered remembering remembers remembrance reminded reminder reminders reminding reminds
    reminis reminiscent remission remitt remn remnant remnants remod remodeling remorse remot
    remotely removable removal removes removing remun ren renaissance renal rename renamed rend
    render rendered rendering renders renewable renewables renewal renewed renov renovated
    renovation renowned rent rental rented renting rents reopened reorgan reorganization repaired
    repairing repairs reparations repatri repay repayment repeal repealed repeat repeatedly
    repeating repeats repel repell repellent repent repentance reper repercussions reperto
    repertoire repet repetition repetitions repetitive replacement replacements replaces replacing
    replen replenish replic replica replicas replicate replicated replicates replicating replication
    replied replies reply repo reportedly reporter reporters reporting repos reposition repositories
    repository repr representations representative representatives repressed repression repressive
    reprint reprinted repro reproduce reproduced reproducible reproducing reproduction reproductive
    reprogram rept reptile reptiles repub republican republicans republics repur reputable
    reputation reputations reputed req requested requesting requests requirement requisite resc
    rescue rescued researched researcher researches researching resemb resemblance resemble
    resembled resembles resembling resent resentment reservation reservations reserve reserved
    reserves reservoir reservoirs reset resettlement resh reshape reshaping resid reside resided
    residence residences residency residential resides residing residual residuals residue residues
    resign resignation resigned resiliency resilient resin resins resistant resisted resisting
    resistor resistors resists resize resolutions resolve resolved resolves resolving resonance
    resonant resonate resonated resonates resort resorted resorting resorts resourceful
    resourcefulness respectable respected respectful respectfully respecting respective respects
    respiration respiratory respite responded respondent respondents responders responding responds
    responsibilities responsibly responsive responsiveness restart restaur restaurant restaurants
    rested resting restitution restless restlessness restoration restorations restorative restore
    restored restoring restrain restrained restraint restraints restricted restricting restriction
    restrictions restrictive restricts restruct restructuring rests resultant resume resumed resumes
    resur resurg resurgence resurrect resurrection resusc resuscitation retail retailer retailers
    retain retained retaining retains retal retaliation retard retardation retention rethink retic
    retin retina retinal retinopathy retire retired retirement retiring retract retraction retreat
    retreated retreating retribution retrie retrieval retrieve retrieving retro retrofit retros
    retrospect retrospective retry returning reun reusable reuse reused reusing reuters revealing
    reveals revel revelation revelations revenge revenue revenues rever reverber revere revered
    reverence reverend revers reversal reverse reversed reversible reversing revert reviewed
    reviewer reviewers reviewing reviews revis revise revised revising revision revisions revisit
    revisiting revital revitalization revival revive revived revol revolt revolutionaries
    revolutionary revolutionize revolutionized revolutionizing revolutions revolve revolved revolves
    revolving rew rewarded rewarding rewards rewrite rewritten rex rey reyn reynolds rfc rfid rgb
    rhe rhet rhetoric rhetorical rheumat rheumatoid rhin rhine rhinitis rhino rhinos rhiz rhizomes
    rho rhod rhode rhodes rhyme rhymes rhyming rhythm rhythmic rhythms rib ribbon ribbons ribs ric
    rica rican richards richardson richer riches richest richly richmond richness rick rico riddle
    riddles ride rider riders rides ridge ridges ridicul ridicule ridiculous riding riemann rif
    rifle rifles rift righteous righteousness rightful rightly rigid rigidity rigor rigorous
    rigorously riley rim ring ringing rings rins rinse rinsing rio riot riots rip riparian ripe
    ripen ripening ripped ripple ripples risen rises risked risking risky rit rite rites ritual
    rituals riv rival rivalry rivals rivera riverside rms rna rnas roadmap roads roadside roadway
    roadways roam roamed roaming roast roasted roasting robbed robbery robe roberts robertson robes
    robin robinson robot robotic robotics robots robustness roc rochester rockefeller rocket rockets
    rockies rocky rod rode rodent rodents rodrig rodriguez rods roe rog roger rogers rogue roh
    rohing roi rol roland rolled roller rollers rolling rolls roma romance romances romania romanian
    romans romantic romanticism romeo ron ronald roofing roofs rooft rooftop rooms roosevelt roost
    rooted rooting rope ropes ros rosa rose rosemary rosen roses rosetta rosh rospy ross rotary
    rotate rotated rotates rotating rotation rotational rotations roth rotor rotten rotting rou
    rouge rough roughly roughness rounded rounding rounds rousseau routed router routers routes
    routinely routines routing routledge rover rowing rows roy royalties royalty rpm rsa rss rsv
    rubbed rubber rubbing rubbish rubble rubric rubrics ruby rud rude rudimentary rudolf rug rugby
    rugged rugs ruin ruined ruins ruled ruler rulers ruling rulings rum rumors runaway runner
    runners runny runoff runtime runtimeerror runway rupt rupture rus rush rushed rushing russell
    russians rust rustic rut rutgers ruth rutherford ruthless rwanda ryan rye sab sabbath sabot
    sabotage sach sack sacra sacrament sacramento sacraments sacred sacrific sacrifice sacrificed
    sacrifices sacrificial sacrificing sacs sad sadd saddam saddle sadly sadness safari safegu
    safeguard safeguarding safeguards safely safer safest saff saffron sag saga sage sages sah
    sahara sail sailed sailing sailor sailors sails saint saints sak sake salad salads salam
    salamanders salaries salary sale salem salient saline salinity salisbury saliva salivary sally
    salmon salmonella salon salts saltwater salty salv salvador salvage salvation samantha samar
    sami sammy samoa sampl sampled sampler sampling sams samsung samuel samurai sanct sanction
    sanctioned sanctions sanctity sanctuaries sanctuary sanders sandra sands sandstone sandwic
    sandwich sandwiches sandy sang sanit sanitary sanitation sanitizer sanity sank sanskrit sant
    santa santiago santos sap sapiens sapp sara sarah saras sarc sard sardines sarg sars sart sas
    sask saskatchewan sass satan satellite satellites satiety satire satirical satisfact
    satisfaction satisfactory satisfied satisfies satisfy satisfying saturated saturation saturday
    saturn sau sauce sauces saudi saul saunders sausage savage savanna savannah saved saves saving
    savings savior savory savvy sax saxon sayings scab scaff scaffold scaffolding scal scalability
    scalable scalar scaled scales scaling scall scalp scaly scam scams scand scandal scandinav
    scandinavia scandinavian scanned scanner scanners scanning scans scant scap scape scar scarc
    scarce scarcely scarcity scare scared scarlet scarring scars scary scatter scattered scattering
    scav scenario scenarios scenery scenes scenic scent scents scept schedul schedule scheduled
    scheduler schedules scheduling schem schema schematic scheme schemes schizophrenia schmidt schne
    schneider scholar scholarly scholarship scholarships schoolchildren schoolers schooling schu
    schul schw schwartz schwarz schwe scientifically scientist scipy scissors scler sclerosis
    scoliosis scoop scoot scope scor scorching scored scoring scorn scorp scotia scotland scots
    scottish scout scouts scr scra scram scrambled scrap scrape scraping scraps scrat scratch
    scratched scratches scratching scream screaming screened screening screenings screens screenshot
    screw screws scrib scribes scripting scripts scriptural scripture scriptures scroll scrolling
    scrolls scrub scrum scrumptious scrut scrutin scrutiny scuba scul sculpt sculptor sculpture
    sculptures scur scy sdg sdgs sds seab seabed seabirds seaf seafloor seafood seag seal sealants
    sealed sealing seals seam seamless seamlessly seams sean sear searc searchable searched searches
    searching seas seasonal seasonality seasonally seasoned seasoning seasonings seasons seat seated
    seating seats seattle seaw seawater seaweed seb sebast sebastian secession secondhand secondly
    secre secrecy secretariat secretary secrete secreted secretion secretions secretive secretly
    secrets sectors sects secular secured securely securing securities sedation sedentary sediment
    sedimentary sedimentation sediments seeded seeding seedling seedlings seekers seeks seeming
    seemingly seep sees segment segmentation segmented segments segregated segregation seism seismic
    seiz seize seized seizing seizure seizures sel seldom selecting selections selective selectively
    selectivity selector selects selenium selfish selfless seller sellers selling sells selves
    semantic semantics semen semester semi semic semicon semiconductor semiconductors semin seminal
    seminar seminars seminary semitic senate senator senators sender sending sends seneca senegal
    senior seniors sensation sensational sensations sensed senses sensibilities sensible sensing
    sensit sensitivities sensitivity sensor sensors sensory sentenced sentences sentencing sentient
    sentiment sentimental sentiments sentinel seo seoul sep separated separately separates
    separating separation separator sephard sepsis septic seq sequel sequenced sequences sequencing
    sequential sequentially sequest sequestration serb serbia serbian serbs seren serendip serene
    serge sergeant serial serialize serialized serializer serializers seriously seriousness serm
    sermon sermons serotonin serpent serum servant servants servers servic servicing servings
    servitude sesame sess setattr setback setbacks seth settled settlement settlements settler
    settlers settles settling setup setuptools sevent seventeen seventeenth seventh seventy severed
    severely severity sew sewage sewer sewing sewn sexes sexism sexuality sexually sey seymour sha
    shab shabbat shack shade shaded shades shading shadow shadows shady shaft shafts shah shak shake
    shaken shakespeare shaking shale shallow shalt sham shaman shame shamp shampoo shan shang
    shanghai shannon shar shareholder shareholders shares shark sharks sharma sharon sharpen sharper
    sharply shattered shaw shear sheath shedding sheds sheep sheer sheets sheffield shelf shelley
    shellfish shells shelter sheltered shelters shelves shen shepherd shepherds sher sheriff sherman
    shi shia shield shielding shields shifted shifting shifts shim shimmer shin shine shines
    shingles shining shinto shiny shipment shipments shipped shipping shipwre shir shirley shirt
    shirts shiva sho shock shocked shocking shocks shoe shoes shone shook shoot shooting shootings
    shoots shoppers shopping shops shor shore shoreline shores shortage shortages shortcomings
    shortcut shortcuts shorten shortened shortening shorter shortest shorth shorthand shortly
    shortness shorts shots shoulder shoulders shouldn shout shouted shouting shovel showc showcase
    showcased showcases showcasing shower showers shr shred shredded shrew shrimp shrine shrines
    shrink shrinkage shrinking shrou shrouded shrub shrubs shu shuff shuffle shunt shutdown shutil
    shutter shutting shuttle shy sib siberia siberian sibling siblings sic sicily sickle sickness
    sid sidd siddh sided sidewalk sidewalks sideways sidney sie siege siem sierra sieve sig sigh
    sighed sighted sighting sightings sights sigma sigmoid signage signaled signaling signalling
    signature signatures signed signified signifies signify signifying signing sik sikh sikhs
    silence silenced silencing silent silently silhou silhouette silic silica silicon silicone silk
    silly silt silva silver silvery similarities similarity simmer simmering simon simpler simplest
    simplex simplicity simplified simplifies simplify simplifying simplistic simpson simulate
    simulated simulating simulation simulations simulator simultaneous sinai sincere sincerely
    sincerity sinclair sind sine sinful singapore singer singers singh singing sings singular
    sinister sink sinking sinks sinners sins sinus sinuses sinusitis sioux sip sipping sir sire siri
    sis sister sisters sits sitting situated situational sixteen sixteenth sixth sixty sizable
    sizeable sized sizing skate skates skating skeletal skeleton skeletons skeptic skeptical
    skepticism skeptics sket sketch sketches sketching skewed ski skies skiing skilled skillet
    skillful skillfully skim skincare skinner skins skip skipped skipping skirm skirt skirts sklearn
    skull skulls skype skyrock skys skyscrapers sla slab slabs slack slain slang slash slate
    slaughter slaughtered slav slave slavery slaves slavic sle sled slee sleek sleepiness sleeping
    sleepy sleeve sleeves slender slept slew sli slic slice sliced slices slicing slide slider
    slides sliding slight slightest slim slime slip slipped slippery slipping slips slit sloan slog
    slogan slogans slope slopes sloping slot slots slovakia sloven slovenia slowed slower slowing
    slows slu sludge slug sluggish slugs slums slurry smallest smallpox smarter smartphone
    smartphones smashed smear smel smell smelling smells smile smiled smiles smiling smithsonian
    smog smok smoked smoker smokers smoky smoot smoother smoothie smoothies smoothing smoothly sms
    smugg smuggling snack snacking snacks snail snails snake snakes snap snapped snapping snapshot
    snapshots sne sneak sneaky sneeze sneezing sniff snipp snippet snippets snoring snork snout
    snowfall snowfl snowy snps snug snyder soak soaked soaking soap soaps soar soared soaring sob
    sober soc soccer socialism socialist socialization socialize socializing socially socio
    sociocultural socioeconomic sociological sociologist sociologists sociology sociopolitical sock
    socket sockets socks socrates soda sodas sodium sof sofia soften softened softer softly soils
    solace solder soldering soldier solely solemn soles solic solicit solidarity solidified solidify
    solidifying solids solitary solitude solo solomon solstice solub solubility soluble solved
    solvent solvents solver solvers solves somali somalia somatic somebody someday somehow somers
    somerset sometime somewhere sonar songs sonic sonnet sons sony sooner soot soothe soothing soph
    sophia sophie sophist sophisticated sophistication sor sore soreness sores sorghum sorrow sorry
    sorted sorting sorts soul souls sounded sounding soup soups sour sourced sourcing southampton
    southeast southeastern southward southwest southwestern souven sovere sovereign sovereignty
    soviets sow sowing sown soy soybean soybeans spa spac spacecraft spaced spaceflight spaceship
    spacetime spacex spacing spacious spam span spani spaniards spanned spanning spans spar spare
    spared sparing sparingly spark sparked sparking sparkling sparks sparrow spars sparse sparsely
    spart sparta spasms spat spatial spatially spawn spawned spawning spd speaker speakers speaks
    spear spears speci specialised specialist specialists specialization specialize specializes
    specializing specially specialties specialty speciation specification specifications specificity
    specifics specifies specify specifying specim specimen specimens speck spectacle spectacular
    spectators spectra spectral spectrom spectrometer spectrometry spectroscopy spectrum speculate
    speculated speculation speculative speeches speeding speeds speedy spell spelled spelling
    spellings spells spencer spends sper sperm spermat spf sph sphere spheres spherical sphinct
    sphincter sphinx spi spice spices spicy spider spiders spies spike spikes spill spilled spills
    spinach spinal spindle spine spines spinning spins spir spiral spirals spirits spirituality
    spiritually spit spite spl splash spleen splend splendid splendor splic splint splits splitting
    spo spoil spoilage spoiled spoke spoken spokes spokesman spokesperson spondyl spong sponge
    sponges spons sponsor sponsored sponsors sponsorship spont spontaneous spontaneously spoon
    spoons spor sporadic spores sporting spotlight spots spotted spotting spouse spouses spp spr
    sprang spraw sprawl sprawling spray sprayed spraying sprays spreading spreads spreadsheet
    spreadsheets springer springfield springs springtime sprink sprinkle sprinkled sprinkler sprint
    sprou sprout sprouted sprouting sprouts spruce sprung spun spur spurred spurs spy sql sqlalchemy
    sqlite sqrt squad squadron squamous squared squares squash squat sque squee squeeze squeezed
    squeezing squid squir squirrel squirrels src sri ssd ssh ssl ssr sta stab stabil stabilization
    stabilize stabilized stabilizing stack stacked stacking stacks stadium staffing stafford stag
    staged staggering staging stagn stagnant stagnation stain stained staining stainless stains
    stair staircase stairs stakeholder stakeholders stakes stal stalin stalk stalks stall stalled
    stalls stam stamina stamp stamped stamps stan stance standalone standardised standardization
    standardized standby standpoint stanford stanley stanton stanza staphylococcus staple staples
    starch starches stare staring stark starl starring starter starters startling startup startups
    starvation starve starved starving statehood statesman statewide static stating stationary
    stationed stations statistic statistical statistically stats statue statues stature statute
    statutes statutory stayed staying stays std stderr stdout stds stead steadfast steadily steady
    steak steal stealing stealth steam steamed steamer steaming steep steeped steer steering stef
    stefan stein steiner stellar stemmed stemming stems sten stencil stenosis stephan stephanie
    stephen stepped stepper stepping ster stere stereo stereotype stereotypes stereotypical steril
    sterile sterilization stern steroid steroids stev steve steven stevens stevenson stew stewards
    stewardship stewart stews sticker stickers sticking sticks sticky stif stiff stiffness stigma
    stigmat stimulant stimulants stimulate stimulated stimulates stimulating stimulation stimuli
    stimulus sting stinging stings stink stip stipulated stir stirling stirred stirring stitch
    stitches stitching sto stochastic stocked stockholm stocking stockp stocks stole stolen stom
    stomachs stonehenge stones stood stool stools stopped stopping stops stor storing storms
    stormwater stormy storyline storylines storyt storytellers storytelling stout stove stoves
    straightforward strain strained straining strains strait strand stranded strands strang strange
    strangely stranger strangers strap straps strat strata strategic strategically stratification
    stratified stratosphere strauss straw strawberries strawberry straws stray streak streaks
    streaming streamline streamlined streamlining streams streets stren strengthened strengthening
    strengthens strengths strenuous strept streptococcus stressed stresses stressful stressing
    stressors stretch stretched stretches stretching stric stricter strictly stride strides strife
    strike strikes striking strikingly stringent strings strip stripe striped stripes stripped
    stripping strips strive strives striving stro strokes stroll strom strongest strongh stronghold
    struck structurally structured structuring struggled struggles struggling stuart stub stubborn
    stuck studio studios stuffed stuffing stumble stumbled stumbling stump stunned stunning stunt
    stunted stup stupid sturdy sty styl styling stylish stylistic stylized subclass subconscious
    subcontinent subdivided subdivision subdu subdued subfield subgen subgenre subgroup subgroups
    subjected subjective subjug sublim sublime submar submarine submarines submerged submission
    submissions submit submitted submitting subnet suboptimal subord subordinate subordinates
    subprocess subsc subscribe subscribers subscription subscriptions subsequently subset subsets
    subsid subsidiary subsidies subsidized subsidy subsistence subspecies substantially substantive
    substitute substituted substitutes substituting substitution substr substrate substrates
    subsurface subt subterranean subtle subtly subtract subtracting subtraction subtropical subtype
    subtypes subunit suburb suburban suburbs subway succ succeeded succeeding succeeds successes
    succession successive successor successors succinct succulent succulents succumb suck sucked
    sucking sucrose suction sud sudan suddenly sudo sue sued suf suffered sufferers sufferings
    suffers suffice sufficiently suffix suffixes suffolk suffrage sufi sug sugarcane sugars sugary
    suggesting suggestion suggestions suggestive suicidal suicide suicides suit suitability suite
    suited suits sul sulf sulfate sulfide sulfur sullivan sulph sulphur sultan sumatra sumerian summ
    summar summaries summarize summarized summarizes summarizing summed summers summertime summit
    summon summoned sums sunburn sund sunday sundays sunflower sung sunglasses sunk sunken sunlight
    sunni sunny sunrise sunscreen sunscreens sunset sunshine sup superb supercomputer superconduct
    superconducting superf superficial superflu superhero superheroes superintendent superior
    superiority superiors superman supermarket supermarkets supernatural supernov supernova
    superpower superpowers supers superseded supersonic superst superstition superv supervise
    supervised supervising supervision supervisor supervisors supper supplemental supplementary
    supplementation supplemented supplementing supplements supplied supplier suppliers supplying
    supporter supporters supportive suppose supposedly suppress suppressed suppresses suppressing
    suppression supra supre suprem supremacy supreme surely surf surfaced surfact surfing surge
    surgeon surgeons surgeries surges surgical surgically surn surname surnames surpass surpassed
    surplus surprise surprised surprises surprising surprisingly surreal surrender surrendered
    surrey surrog surrogate surrounded surroundings surrounds surveillance surveyed surveying
    surveys surviv survived survives surviving survivor survivors susan suscept susceptibility
    susceptible sushi suspect suspected suspects suspend suspended suspense suspension suspicion
    suspicions suspicious sussex sustainably sustained sustaining sustains sustenance sut sutton suz
    swab swahili swallow swallowed swallowing swam swamp swamps swan swap swapping swarm sway swear
    sweat sweating sweats swed sweden swedish sweep sweeping sweetened sweetener sweeteners sweeter
    sweetness sweets swell swelling swept swift swiftly swimmer swimmers swimming swine swing
    swinging swings swirling swiss switched switches switching switzerland swollen sword swords
    sworn syd sydney syl syll syllable syllables syllabus symb symbiotic symbolic symbolically
    symbolism symbolize symbolized symbolizes symbolizing symmetric symmetrical symmetry sympath
    sympathetic sympathy symph symphony symposium symptom symptomatic synagogue synagogues synapses
    synaptic sync synchron synchronization synchronized synchronous synd syndromes synerg
    synergistic synonym synonymous synonyms synov syntactic syntax synth synthes synthesis
    synthesize synthesized synthesizing synthetic syphilis syracuse syria syrian syringe syrup
    syscall syst systematic systematically systemic systolic tab tables tablesp tablespoon
    tablespoons tablet tablets taboo tabs tac tacit tackle tackled tackling tact tactic tactical
    tactics tactile tad taft tagged tagging tags tah tai tailor tailored tailoring tails tainted
    taiwan taiwanese taj tak takeaways takeoff takeover tale talent talented talents tales taliban
    talked talks taller tallest tally talm talmud tam tame tamil tampa tan tandem tang tangent
    tangible tangled tangy tanks tann tanning tant tantal tantalizing tanz tanzania tao taoism tape
    taper tapes tapestry tapped tapping taps tar tara targeted targeting tariff tariffs tart tartar
    tas tasked tasman tasmania tast tasted tastes tasting tasty tate tattoo tattoos tau tavern taxa
    taxable taxation taxed taxes taxi taxing taxon taxonomic taxonomy taxpay taxpayer taxpayers tay
    taylor tbi tbsp tcp teaches teachings teamed teamm teammates teamwork tear tearing tears teas
    teasing teasp teaspoon teaspoons tec tech technically technician technicians technologically
    technologists tect tectonic tectonics ted teddy tedious teeming teenage teenager teenagers teens
    teh tehran tel telecommunications telegraph telemedicine telephone telephones telesc telescope
    telescopes television televisions telling telome telomeres temp temperament temperate tempered
    tempfile templ template templates temple temples tempo tempor temporal temporarily temporary
    tempt temptation tempted tempting tenacity tenant tenants tended tendencies tendency tender
    tenderness tending tendon tendons tends tenets tenn tennessee tennis tens tense tenses tensile
    tension tensions tensor tensorflow tensors tent tentacles tentative tenth tents tenure teresa
    termed terminal terminals terminate terminated termination terminology termite termites terr
    terra terrace terraces terrain terrains terrestrial terrible terribly terrific terrified
    terrifying territorial territories terror terrorism terrorist terrorists terry tertiary tes
    tesla testament testcase tester testes testicles testicular testified testify testim testimonies
    testimony testosterone tet tetanus tetra textbook textbooks textile textiles texting textual
    texture textured textures tgt thai thailand thames thank thanked thankful thankfully
    thanksgiving thatcher thc theat theater theaters theatre theatres theatrical thebes thee theft
    theirs thematic themed thence theod theodore theolog theologian theologians theological theology
    theor theorem theorems theoretical theoretically theorist theorists theorized ther therapeutic
    therapeutics therapies therapist therapists thereafter therein thereof thermal thermodynamic
    thermodynamics thermometer thermost thermostat theses thess thessalon theta thi thickened
    thickening thicker thickness thief thieves thigh thighs thinker thinkers thinks thinly thinner
    thinning thir thirds thirst thirsty thirteen thirteenth thirty thom thompson thomson thoracic
    thoreau thorn thorns thorough thoroughly thou thoughtful thoughtfully threaded threading threads
    threaten threatened threatening threatens threshold thresholds threw thrift thrill thrilled
    thrilling thrive thrived thrives thriving thro throat throats throm thromb thrombosis throne
    throttle throughput throw throwing thrown throws thru thrust thumb thumbnail thumbs thunder
    thunderstorm thunderstorms thur thursday thwart thy thym thyme thyroid tian tib tiber tibet
    tibetan tick ticket tickets ticks tid tidal tide tides tidy tie tied tier ties tig tiger tigers
    tight tighten tightening tighter tightly tightness tik til tile tiles till tillage tilt tilted
    timber timed timedelta timeframe timeless timeline timelines timely timeout timer timest
    timestamp timet timetable timezone timing timmy timor timothy tin tinct tingling tinnitus tint
    tip tipped tipping tir tire tired tiredness tirelessly tires titan titanic titanium titled
    titles titus tkinter tls tmj tmp toad toads toast tob tobacco todd toddler toddlers todo toe
    toes tofu toggle toile toilet toilets tok token tokenizer tokens tokyo tol toledo tolerance
    tolerances tolerant tolerate tolerated tolkien toll tom tomat tomato tomatoes tomb tombs tommy
    tomography tomorrow ton tonal tone tones tong tongue tongues tonic tonight tonnes tons tonsils
    tony toolbar toolbox toolkit toothbrush toothpaste topical topographic topography topological
    topology topp topped tops topsoil torah torchvision torment torn tornado tornadoes toronto
    torped torpedo torque torrent torres tors torso tort tortoise tortoises torture tortured toss
    tossed tossing totaling totalitarian totality totally totals touched touches touching toug tough
    tougher toughness touring tourism tourist tourists tournament tournaments tours tout touted tow
    towel towels tower towering towers towns township townships toxicity toxicology toxin toxins toy
    toyota toys tqdm trace traceback traced tracer traces trache tracing tracked tracker tracking
    tracks tract traction tractor tractors tracts trad traded tradem trademark trademarks tradeoffs
    trader traders trades trading traditionally traff trafficking trag traged tragedies tragedy
    tragic trail trailbl trailer trailing trails trainees trainer trainers trainings trains trait
    traits traject trajectories trajectory tram tran tranqu tranquil tranquility transact
    transaction transactions transatlantic transcend transcended transcendent transcendental
    transcending transcends transcribed transcript transcription transcripts transducer transf
    transferable transferred transferring transfers transformational transformations transformative
    transformed transformer transformers transforming transforms transfusion transfusions transg
    transgender transgenic transient transist transistor transistors transistorsum transit
    transitional transitioning transitions translate translated translates translating translation
    translational translations translator translators translucent transmissions transmit transmits
    transmitted transmitter transmitters transmitting transnational transp transparency transparent
    transplant transplantation transplanted transplanting transplants transported transporter
    transporting transports transpose transverse trap trapped trapping traps trash traumas traumatic
    trav traveled traveler travelers traveling travelled travellers travelling travels travers
    traverse traversed traversing tray trays treacher treacherous tread treadmill treason treasure
    treasured treasures treasury treatable treaties treatise treatises treats treaty treehouse trek
    trem tremend tremendous tremendously tremor tremors trench trenches trent tresp triad triang
    triangle triangles triangular tribal tribe tribes tribunal tribune tribut tributaries tributary
    tribute tric trich trick tricks tricky tries trif trigger triggered triggering triggers
    triglycer triglycerides trigon trigonometry tril trill trillion trillions trim trimes trimester
    trimmed trimming trin trinidad trinity trio triple tripled trips trit trium triumph triumphant
    triumphs trivia trivial trojan trol troop trop tropes trophic trophy tropical tropics troposp
    trotsky troubled troubles troublesh troubleshooting troublesome troubling trough trousers trout
    trove troy truck trucks truman trump trumpet trunc truncated trunk trunks truss trusted trustee
    trustees trusting trusts trustworthiness trustworthy trusty truthful truths tsar tsp tsun
    tsunami tsunamis ttype tub tube tuber tuberculosis tubers tubes tubing tubman tubular tuc tucked
    tucker tucson tud tudor tuesday tug tuition tul tuls tummy tumor tumors tumour tumours tumult
    tumultuous tuna tundra tune tuned tunes tungsten tuning tunis tunisia tunnel tunnels tuple
    tuples turb turbine turbines turbo turbulence turbulent turf turing turk turkey turkeys turkish
    turks turmeric turmoil turnaround turner turnout turnover turquoise turret turtle turtles tus
    tutor tutorial tutorials tutoring tutors tvs twain twe tweak tweet tweets twelfth twelve
    twentieth twigs twilight twin twinkling twins twist twisted twisting twists twitter txt tying
    tyler typed typeerror typh typhoid typing typography tyr tyrann tyranny uae uav uber ubiqu
    ubiquitous ubuntu ucla ucs udp ufo uganda ugly uid ukrain ukraine ukrainian ulcer ulcers ulster
    ultimate ultra ultrason ultrasonic ultrasound ultraviolet ulysses umay umb umbilical umbrella
    una unacceptable unaffected unamb unanim unanimous unanimously unanswered unatt unattended
    unauthorized unavailable unavoid unavoidable unaware unbalanced unbear unbearable unbelie
    unbiased unborn unbroken uncertainties uncertainty unchanged uncharted unchecked uncle unclean
    unclear uncomfort uncomfortable uncommon uncon unconditional unconscious unconsciously unconst
    unconstitutional uncontroll uncontrollable uncontrolled unconventional uncover uncovered
    uncovering undefined unden undeniable underdeveloped underest underestimate underestimated
    undergo undergoes undergoing undergone undergrad undergraduate undergraduates underground
    underlie underlies underline underlined underm undermine undermined undermines undermining
    underneath underp underpin underpinning underpinnings underrepresented unders undersc underscore
    underscored underscores underscoring underserved underside understandable understandings
    understands undert undertake undertaken undertaking undertook underwater underway underweight
    underwent underworld undes undesirable undet undetected undeveloped undiagnosed undist
    undisturbed undo undocumented undoubtedly undue une unearthed unease uneasy unem unemployed
    unemployment unequ unequal unequiv unesco unethical uneven unexpectedly unexpl unexplained
    unexplored unfair unfairly unfamiliar unfavorable unfinished unfit unfold unfolded unfolding
    unfolds unfore unforeseen unforgettable unfortunate unfortunately ung unh unhappy unhcr unhe
    unhealthy unheard unic unicef unicode unidentified unification unified uniform uniformity
    uniformly uniforms unifying unilateral unimag unimaginable unimportant uninhab unint unintended
    unintentional unintentionally uninterrupted unions uniqu uniquely uniqueness unite unites
    uniting unittest unity univ universality universally universes unix unjust unknow unknowingly
    unl unlawful unle unleash unleashed unlike unlikely unlimited unlock unlocking unman unmanned
    unmarried unmet unmist unnamed unnatural unnecess unnecessarily unnecessary unnot unnoticed unob
    unofficial unp unpack unpaid unparalleled unpleasant unpopular unpre unprecedented unpredict
    unpredictable unprepared unprotected unpublished unquestion unravel unraveling unre unreal
    unrealistic unreason unreasonable unregulated unrelated unreliable unresolved unrest
    unrestricted unsafe unsatis unsaturated unsc unseen unsett unsettling unstable unstructured
    unsuccessful unsuitable unsupervised unsur unsure unsus unsuspecting unsustainable untapped unto
    untold untouched untreated unused unusually unve unveiled unwanted unwavering unwell unwilling
    unwitting upanish upbringing upcoming updated updates updating upfront upgrad upgrade upgraded
    upgrades upgrading uphe upheaval upheld uphill uphold upholding upl upland uplift uplifting
    upload uploaded uploading upp upright uprising uprisings ups upset upsetting upside upstream upt
    uptake upward upwards uran uranium uranus urbanization urdu ure urea ureth urethra urge urged
    urgency urgent urgently urges urging uri uric urinary urinate urination urine url urllib urls
    urs urugu uruguay usability usable usb usc usd usda usefulness useless username usgs ushered uss
    ussr usual usur utah utc utens utensils uter uterine uterus utf utilise utilised utilitarian
    utilities utility utilization utilize utilized utilizes utilizing utils utmost utopian utt uttar
    utter uttered utterly uuid uva uvb uzbek uzbekistan vacant vacation vacations vaccinated
    vaccination vaccinations vaccines vacuum vag vagina vaginal vagu vague vain valence valent
    valentine validate validated validating validation validator validators validity vall valleys
    valor vals valuation valued valueerror valuing valve valves vamp vampire van vancouver vand
    vandal vandalism vander vanderbilt vanilla vanish vanished vanishing vanity vantage vap vaping
    vapor vapour variability variance variant variants variation variations varic varicose varied
    varies varieties variously vars varying vas vascul vascular vase vass vastly vat vatican vaugh
    vault vec vector vectors ved vedas vedic veg vegan vegans vegas vegetable vegetarian vegetarians
    vegetation vegetative vegg veggies veil vein veins vel velocities velocity velvet ven vend
    vendor vendors vene venerable veneration venet venetian venez venezuela venge vengeance venice
    venom venomous venous ventil ventilation ventral ventric ventricle ventricles ventricular vents
    venture ventured ventures venturing venue venues venus vera verbal verbally verbose verbs verde
    verdict verge verification verified verify verifying verm vermic vermont vern vernacular vernon
    versa versailles versatile versatility verse verses versions versus vert verte vertebra
    vertebrae vertebral vertebrate vertebrates vertex vertical vertically vertices vertigo ves
    vesicles vessel vest vested vestibular vet veteran veterans veterin veterinarian veterinarians
    veterinary veto vets vex viability viable vib vibrant vibrate vibrating vibration vibrations vic
    vicar vice vicinity vicious victor victoria victorian victories victorious victory vid vienna
    viet vietnam vietnamese viewed viewer viewers viewing viewpoint viewpoints vig vigil vigilance
    vigilant vign vigor vigorous vigorously vii viii vij vik viking vikings vil villa villagers
    villages villain villains vin vincent vinci vind vine vinegar vines vineyard vineyards vintage
    vinyl violate violated violates violating violation violations violent violently violet violin
    viral virgil virtualization virtually virtue virtues virtuous virulence virulent viruses visa
    visas visc visceral viscosity viscous vish vishnu visibility visibly visionary visions visited
    visiting visitor visits vista visualization visualizations visualize visualized visualizing
    visually visuals vitality vitamins vitro viv vivid vividly vivo viz vlad vladimir voc vocab
    vocabulary vocal vocalizations vocation vocational voiced voices void voila volatile volatility
    volcan volcanic volcano volcanoes volley volleyball vols volt volta voltages volts volumes
    voluntarily voluntary volunteer volunteered volunteering volunteers vom vomit vomiting von vor
    vortex vot voted voter voters votes voting vou vow vowed vowel vowels vows voy voyage voyager
    voyages vpn vulgar vulnerabilities vulnerability wade wag wage waged wages wagner wagon wagons
    wah waist waited waits wak wake wakes waking wal wald wales walked walker walks wallace walled
    wallet wallets wallpaper walnut walnuts wals walsh walt walter walton wan wand wander wandered
    wandering wang wanting ward wards ware warehouse warehouses warfare warmed warmer warmest warmly
    warms warmth warned warner warning warnings warns warp warran warrant warranted warranties
    warrants warranty warren warrior warriors wars warsaw warships wart wartime warts warwick wary
    wash washed washes washing wasp wasps wastage wasted wasteful wastes wastewater wasting wat
    watched watches watchful watercolor watered waterfall waterfalls waterfowl watering waterloo
    watermelon waterproof watershed watersheds waterway waterways watery watson watt watts waveform
    wavel wavelength wavelengths waving wax wayback wayne weaken weakened weakening weakens weaker
    weakest weakly weakness weaknesses wealthier wealthiest wealthy weaning weapon weaponry wearable
    wearer wearing wears weary weathered weathering weave weaver weaving webb weber webinar webpage
    webster wed wedding weddings wedge wednesday weed weeds weekend weekends weekly weeping wei
    weigh weighed weighing weighs weighted weights weimar wein weird weiss welcome welcomed welcomes
    welcoming weld welded welding welfare wellbeing wellington wellness wells welsh wen wend wendy
    weren werner wes wesley westminster westward wetland wetlands wetter whale whales whaling whats
    whatsoever wheat wheel wheelchair wheeler wheels wheezing whence whereby wherein wherever whey
    whichever whilst whim whims whimsical whip whipped whirl whis whisk whiskey whisper whispered
    whispers whistle whit whiteboard whitehead whitening whites whitish whitman whitney whoever
    wholeheartedly wholes wholesale wholesome wholly whooping whopping wick wicked widen widened
    widening wider widest widget widgets widow widows width widths wield wien wifi wigg wik wiki
    wikimedia wikipedia wilde wilderness wildfire wildfires wildflowers wildly wiley wilhelm wilkins
    wilkinson wille williams williamson willingly willingness willis willow wills wilson wilt winc
    winchester winding windows winds windsor windy wine wines wing winged wings winn winner winners
    winning winnipeg wins winston wintering winters wip wipe wiped wipes wiping wired wireless wires
    wiring wisconsin wise wisely wiser wished wishes wishing wit witch witchcraft witches withdraw
    withdrawal withdrawing withdrawn withdrew withstand witnessed witnesses witnessing witt witty
    wives wizard wob woke wol wolf wolfe wolfgang wolves womb wondered wonderful wonderfully
    wondering wonders wondrous wong wooded wooden woodland woodlands woodpec woodrow woods
    woodworking woody wool worcester wording wordpress wordsworth wore workable workbook worker
    workflow workflows workforce workings workload workout workouts workpiece workplace workplaces
    workshe worksheet worksheets workshop workshops workspace worldly worlds worldview worldviews
    worm worms worn worried worries worrying wors worsen worsened worsening worsens worsh worship
    worshipped worst worthless worthwhile worthy wound wounded wounds woven wow wra wrap wrapped
    wrapper wrapping wraps wrath wre wreak wreat wreck wren wrench wrest wrestling wright wrink
    wrinkles wrist wrists writes writings wrongdo wrongdoing wrongly wrongs wrought wto wuhan wwf
    wwi wwii wyoming xen xer xia xii xiii xin xiv xml xrange xvi xxx xyl xyz yah yahoo yahweh yak
    yale yam yaml yan yang yangtze yankee yard yards yarn yeah yearly yearning yeast yeasts yelling
    yellowish yellowstone yemen yes yesh yesterday yiddish yielded yielding yields yin yog yoga
    yogurt yoke yolk yolks yom yor yorker yorkshire yose yosemite yosh youngest youngster youngsters
    yours yourselves youthful youths youtube yuan yuc yug yugoslav yugoslavia yuk yukon yum yummy
    yun zach zak zam zambia zap zeal zealand zebra zebrafish zed zel zen zeros zeus zhang zhao zhou
    zhu zig zika zimbabwe zimmer zinc zion zionism zionist zip zodiac zomb zombie zones zoning zoo
    zoology zoom zoon zooplankton zoos zoro zoroast zoroastrian zur zurich zyg
    """.split()
)

# frequent, shorter than three letters
_SHORT = frozenset(
    """
    a ab ac ad af ag ai al am an ap ar as at av aw ax b bc be bi bl bo br bu by c ca cd ce ch cl cm
    co cr cy d de df di do dr du e ec ed el em en ep er es et eu ev ex ey f fa fe fl fr fu g ge gl
    go gr gu h ha he hy i id if ii im in ip ir is it j je jo ju k ke kh km kn l la le li lo m ma mc
    me mm mo mr my n ne no np nu o ob od of oh on op or os ox p pc pe ph pl pm po pp pr pu py q qu r
    ra re ro ru s sa sc se sh sk sl sm sn so sp st su sw sy t te tf th to tr tu tv tw ty u uk un up
    ur us ut v ve vo vs w wa we wh x y z
    """.split()
)

WORDS = _EVERYDAY | _OTHER
FREQUENT = _EVERYDAY | _SHORT
