import { homeAnchors } from '../navigation';
import type { HomeSections } from '../types';
import { aboutStats, serviceGroups, solutionsStats, useCaseCards } from './structure';

/** The home page's sections below the hero, in page order (the hero is in pages/index.ts). */
const sections: HomeSections = {
  services: {
    id: homeAnchors.services,
    eyebrow: '服务',
    heading: '现代金融机构运营所需的一切',
    intro:
      '四大服务系列，既可独立使用，也可协同运行：数字银行本身、银行发行的卡、银行服务的商户，以及让客户保持忠诚、安心无忧的各项服务。',
    groups: serviceGroups,
  },
  capabilities: {
    id: 'capabilities',
    eyebrow: '产品能力',
    heading: '与您的业务共同成长的产品能力',
    intro:
      '同一套构件，既能支撑乡村代理钱包，也能支撑全国性的卡计划。今天按需选用所需能力，业务增长后再逐步开启其余功能。',
    items: [
      {
        icon: 'i-lucide-landmark',
        title: '新型银行',
        description: '基于云原生核心系统的数字账户、银行卡、储蓄与贷款，用手机几分钟即可开通。',
        details:
          '包含基于 eKYC 的远程开户、无代码产品配置、实时复式记账账本，以及现成的 iOS、Android 和网页渠道。监管报表直接由客户所见的同一账本生成。',
      },
      {
        icon: 'i-lucide-calendar-clock',
        title: '先买后付',
        description: '在结账环节提供分期信贷，即时审批，自动催收。',
        details:
          '商户可在线上和门店提供分期付款；我们的决策引擎综合征信、钱包和交易数据，在数毫秒内完成每笔申请的评分。还款计划、还款提醒、滞纳金规则和商户结算均实现端到端处理。',
      },
      {
        icon: 'i-lucide-layout-grid',
        title: '超级应用',
        description: '支付、银行、电商与生活服务集于一个应用，并可接入合作伙伴的小程序。',
        details:
          '模块化的应用框架以小程序形式承载支付、转账、账单缴费、网约车、外卖点餐或政务服务。合作伙伴基于文档完善的 SDK 开发；身份认证、钱包和客户关系始终由您掌控。',
      },
      {
        icon: 'i-lucide-wallet',
        title: '电子钱包',
        description: '按 KYC 等级分级管理的钱包，支持 P2P 转账、二维码支付以及代理网点现金存入/现金提取。',
        details:
          '钱包支持多币种、与 KYC 等级挂钩的分级限额、面向功能机的 USSD 接入，以及包含备付金管理和佣金结算的代理网络模块。互联互通适配器可对接国家级转接网络和银行账户。',
      },
      {
        icon: 'i-lucide-credit-card',
        title: '发卡与处理',
        description: '借记卡、信用卡、预付卡和虚拟卡，实时授权，全生命周期管控。',
        details:
          '发行实体卡和虚拟卡，将其令牌化后绑定至移动钱包，设置消费管控和 PIN 服务，并实时处理授权。即时发卡让客户在申请获批后立即用上新卡。',
      },
      {
        icon: 'i-lucide-store',
        title: '收单与商户服务',
        description: '支持 POS、SoftPOS、ATM 和电商受理，当日即可获取结算报告。',
        details:
          '以数字化方式完成商户和代理入网，远程管理终端设备，智能路由交易并自动对账。商户可在自助门户中，用自己的语言查看销售额、手续费和结算情况。',
      },
    ],
  },
  useCases: {
    id: homeAnchors.useCases,
    eyebrow: '应用场景',
    heading: '按照您服务客户的方式打造',
    intro: '经过验证的方案蓝图，覆盖客户最常推出的产品。',
    cards: useCaseCards,
  },
  solutions: {
    id: homeAnchors.solutions,
    eyebrow: '解决方案',
    heading: '覆盖金融价值链每个环节的解决方案',
    intro:
      '无论您持有银行牌照、经营支付业务，还是服务商户与代理，我们都围绕您的业务模式配置平台，而不是让您去迁就平台。',
    items: [
      {
        icon: 'i-lucide-landmark',
        title: '面向银行',
        description: '无需冒险进行一次性整体切换，即可完成核心系统与渠道的现代化改造。',
        details:
          '新的数字化技术栈与您原有的核心系统并行运行，产品分批迁移，两套账本全程保持对账一致。支付迁移到实时通道后，银行的处理速度通常可提升30%。',
      },
      {
        icon: 'i-lucide-rocket',
        title: '面向金融科技公司',
        description: '依托持牌、合规的基础设施快速上线，专注打磨您的产品。',
        details:
          '第一天即可使用沙箱环境，提供生产级 API，以及钱包、银行卡和贷款的预置模块。从签约到上线，平均部署周期为6个月；超级应用和政府卡项目更是在不到6个月内上线。',
      },
      {
        icon: 'i-lucide-store',
        title: '面向商户',
        description: '随时随地受理银行卡、钱包和二维码支付，回款更快。',
        details:
          '一份收单合同即可覆盖 POS、SoftPOS 和线上收银，报表与结算统一管理。与跨境路由相比，智能路由和本地处理可将交易成本最多降低40%。',
      },
      {
        icon: 'i-lucide-users',
        title: '面向代理',
        description: '把现金存入、现金提取、账单支付和开户服务送到每一个社区。',
        details:
          '代理应用可在低成本 Android 手机和 USSD 上运行，提供备付金管理和佣金结算，并在网络信号弱的地区支持离线排队处理。使用我们代理工具包的机构反馈，第一年内数字化普及率提升了25%。',
      },
    ],
    stats: solutionsStats,
  },
  paymentPlatform: {
    id: 'payment-platform',
    eyebrow: '支付与金融平台',
    heading: '一个支付与金融平台，覆盖所有支付方式',
    intro:
      '只需一次集成，资金即可在您的生态系统中自由进出：银行卡、钱包、银行转账、二维码以及通过代理办理的现金业务，全部在同一个实时账本上完成结算。',
    items: [
      {
        icon: 'i-lucide-arrow-left-right',
        title: '即时转账',
        description: 'P2P 转账、账户间转账以及钱包到银行账户的转账，全天24小时数秒内确认到账。',
      },
      {
        icon: 'i-lucide-qr-code',
        title: '二维码与非接触支付',
        description: '互联互通的二维码和 NFC 受理，服务各种规模的商户。',
      },
      {
        icon: 'i-lucide-receipt',
        title: '账单缴费与充值',
        description: '话费、水电燃气费、学费和政务服务费用，任何渠道均可缴付。',
      },
      {
        icon: 'i-lucide-hand-coins',
        title: '贷款与信贷',
        description: '小微贷款、先买后付和透支实时审批，资金直接发放至钱包。',
      },
    ],
    points: [
      '{partners}多家集成合作伙伴，涵盖卡组织、转接网络、收费机构和电信运营商',
      '每月处理超过{apiCalls}次 API 调用',
      '覆盖{merchants}商户的合作网络值得信赖',
      '支持{currencies}多种货币的收款、付款和刷卡消费',
      '通过本地路由和轧差，交易成本最多降低{lowerCosts}',
    ],
  },
  eWallet: {
    id: 'e-wallet',
    eyebrow: '电子钱包系统',
    heading: '可支撑全国规模的电子钱包系统',
    intro:
      '为每位客户提供安全的钱包，几分钟即可开通，随处可用：智能手机、网页，或在普通手机上通过 USSD 使用。',
    items: [
      {
        icon: 'i-lucide-user-check',
        title: '自动化 KYC',
        description: '证件采集、活体检测，以及随验证等级提升的分级限额。',
      },
      {
        icon: 'i-lucide-users',
        title: '代理网络',
        description: '通过代理办理现金存入和现金提取，支持备付金、佣金和层级管理。',
      },
      {
        icon: 'i-lucide-send',
        title: 'P2P 与商户支付',
        description: '凭手机号转账，扫二维码付款，还能与好友分摊账单。',
      },
      {
        icon: 'i-lucide-shield-check',
        title: '银行级安全',
        description: '凭证令牌化、设备绑定，每笔交易均实时进行欺诈评分。',
      },
    ],
    stats: [
      'tps',
      'reliability',
      'responseTime',
      'monitoring',
    ],
    screen: {
      title: '向商户付款',
      merchant: 'Selam 咖啡馆',
      amount: 'ETB 85.00',
      tier: 'KYC 二级',
      action: '立即支付',
    },
  },
  platformFeatures: {
    id: 'platform-features',
    eyebrow: '平台特性',
    heading: '专为受监管的大规模金融业务打造',
    intro: '您的风控、合规和运营团队最先关心的功能。',
    items: [
      {
        icon: 'i-lucide-building',
        title: '两地三中心部署',
        description: '生产中心与同城灾备中心双活运行，另一地还有异地灾备中心：无单点故障。',
      },
      {
        icon: 'i-lucide-refresh-cw',
        title: '零停机维护',
        description: '滚动升级与蓝绿发布，客户永远不会遇到维护窗口。',
      },
      {
        icon: 'i-lucide-file-check',
        title: '内置合规',
        description: '符合 PCI DSS 要求的控制措施、AML 筛查、审计追踪和监管报送，开箱即用。',
      },
      {
        icon: 'i-lucide-code',
        title: 'API 优先',
        description: '每项能力均提供文档完善的 REST API、Webhook 和 SDK，并配有完整的沙箱环境。',
      },
      {
        icon: 'i-lucide-sliders-horizontal',
        title: '无代码配置',
        description: '在管理控制台中即可推出新产品，调整费用、限额和定价，无需发版。',
      },
      {
        icon: 'i-lucide-activity',
        title: '实时可观测性',
        description: '交易追踪、告警和监控看板，由我们的运营中心7×24小时值守。',
      },
    ],
  },
  technology: {
    id: homeAnchors.technology,
    eyebrow: '技术',
    heading: '足以支撑全国规模业务的技术底座',
    intro:
      '云原生微服务架构，专为高可用性和可预测的延迟而设计，可部署在我们的云端、您的数据中心或本地主权云中。',
    panels: [
      {
        id: 'ledger',
        title: '所有渠道，同一个实时账本',
        description:
          '手机和网页应用、银行卡和 POS 终端、代理以及合作伙伴 API 的每一笔支付，都记入同一个实时账本。每笔资金变动即时记为平衡的一借一贷（例如从客户钱包向商户账户支付 ETB 350.00），因此客户余额、结算和监管报表读取的都是同一套账。',
        labels: {
          apps: '手机和网页应用',
          terminals: '银行卡和 POS',
          agents: '代理',
          partners: '合作伙伴 API',
          ledger: '实时复式记账账本',
          debit: '借方',
          credit: '贷方',
          debitAccount: '客户钱包',
          creditAccount: '商户账户',
          amount: 'ETB 350.00',
          balanced: '即时入账，借贷平衡',
          balances: '客户余额',
          settlement: '结算',
          reports: '监管报表',
        },
        items: [
          {
            icon: 'i-lucide-database',
            title: '实时账本',
            description: '不可篡改的复式记账账本，即时、一致地记录每一笔资金变动。',
          },
          {
            icon: 'i-lucide-cpu',
            title: '高性能处理',
            description: '服务可横向扩展，持续支撑每秒10万笔交易，响应时间低于100毫秒。',
          },
        ],
      },
      {
        id: 'deployment',
        title: '两地三中心部署',
        description:
          '两地，三个数据中心。在主城市，生产中心与同城灾备中心双活运行，通过同步复制保持数据一致；在另一座城市，异地灾备中心通过异步复制接收每一次数据变更。任一中心发生故障时，业务自动切换。',
        labels: {
          primarySite: '第一地 · 主城市',
          remoteSite: '第二地 · 异地城市',
          production: '生产中心',
          sameCityRecovery: '同城\n灾备中心',
          remoteRecovery: '异地\n灾备中心',
          syncReplication: '双活 · 同步复制',
          asyncReplication: '异步复制',
        },
        items: [
          {
            icon: 'i-lucide-server-cog',
            title: '高韧性设计',
            description: '两地三中心架构，支持自动故障切换和零停机维护。',
          },
          {
            icon: 'i-lucide-lock-keyhole',
            title: '层层设防的安全',
            description: '基于 HSM 的密钥管理、传输与存储全程加密，以及基于角色的访问控制。',
          },
        ],
      },
    ],
    stats: [
      'uptimeSla',
      { figure: 'responseTime', label: '平均响应时间' },
      { figure: 'reliability', label: '交易可靠性' },
      { figure: 'tps', label: 'TPS 处理能力' },
    ],
    languages: '英语、阿姆哈拉语及其他本地语言和中文',
  },
  about: {
    id: homeAnchors.about,
    eyebrow: '关于我们',
    heading: '源自亚的斯亚贝巴的金融科技基础设施，服务非洲，放眼全球',
    intro: '我们铺设底层通道，让客户专注打造产品。',
    paragraphs: [
      'Tana Fintech 由一群工程师和银行从业者在亚的斯亚贝巴创立，他们曾多年为非洲银行集成老旧系统。我们立志打造当年自己梦寐以求的平台：实时、API 优先，并充分契合新兴市场的实际情况，从代理现金网络到 USSD，再到时断时续的网络连接。',
      '如今，我们的平台为银行、金融科技公司、政府项目和商户网络提供钱包、银行卡、数字银行和商户收单服务。我们的团队使用英语、阿姆哈拉语及其他本地语言工作，也提供中文服务，支持在该地区投资的中国企业，目标是服务在埃塞俄比亚的5万多名中国专业人士。',
      '我们以客户的成功上线衡量自身价值：已交付50多个实施项目，平均部署周期6个月，接手的业务流程性能平均提升25%。',
    ],
    stats: aboutStats,
    timeline: [
      {
        year: '2020',
        title: '在亚的斯亚贝巴成立',
        description: '由支付工程师和银行从业者组成的小团队，开始打造实时钱包与账本平台。',
      },
      {
        year: '2021',
        title: '首个钱包和代理网络上线',
        description: '首个电子钱包连同代理现金存入/现金提取网络正式上线，核心账本首次通过外部审计。',
      },
      {
        year: '2022',
        title: '银行卡与收单',
        description: '发卡以及 POS 和 SoftPOS 收单业务加入平台；两地三中心部署模式成为我们的标准配置。',
      },
      {
        year: '2023',
        title: '超级应用与政府项目',
        description: '一款超级应用和一个政府卡项目均在不到6个月内上线；平台集成合作伙伴突破600家。',
      },
      {
        year: '2024',
        title: '跨市场规模化发展',
        description: '实施项目超过50个，交易量超过5000万笔，支持150多种货币，并提供英语、本地语言和中文多语言支持。',
      },
    ],
  },
  contact: {
    id: homeAnchors.contact,
    eyebrow: '联系我们',
    heading: '与我们取得联系',
    intro:
      '告诉我们您正在打造的产品。解决方案工程师将在24小时内回复，为您安排产品演示、技术深度交流或商务方案。',
    points: [
      { icon: 'i-lucide-mail', label: '电子邮箱', companyField: 'email' },
      { icon: 'i-lucide-phone', label: '电话', companyField: 'phone' },
      { icon: 'i-lucide-map-pin', label: '地址', companyField: 'address' },
      { icon: 'i-lucide-clock', label: '响应时间', value: '我们将在24小时内回复' },
    ],
  },
};

export default sections;
