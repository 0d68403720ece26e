import type { PageContent } from '../../types';

export default {
  template: 'legal',
  title: '本地存储说明',
  description: 'Tana Fintech 网站在您浏览器中保存的每一项内容（本地存储、会话存储、IndexedDB 和离线缓存）、保存原因以及删除方法。',
  icon: 'i-lucide-hard-drive',
  published: '2026-11',
  intro:
    '本网站不设置 Cookie。它只出于下列原因在您的浏览器中保存以下内容：这些内容都不用于跟踪您，除会话外也都不会发送到任何地方；会话仅在您登录或退出时发送给我们的身份验证服务。',
  sections: [
    {
      heading: '网站保存的内容',
      paragraphs: ['本地存储和 IndexedDB 中的内容会一直保留，直至被删除或您清除网站数据；会话存储在您关闭标签页时清除。离线缓存只保存网站自身的文件。'],
      storage: [
        { area: 'localStorage', storageKey: 'tana-theme', purpose: '您选择的浅色、深色或跟随系统主题。', kept: '直至您重新选择。' },
        { area: 'localStorage', storageKey: 'tana-locale', purpose: '您选择的语言，以便下次访问时向您推荐。', kept: '直至您选择其他语言。' },
        {
          area: 'localStorage',
          storageKey: 'tana-locale-offer-declined',
          purpose: '您拒绝了切换到另一种语言的建议，我们不再提出。',
          kept: '直至您清除网站数据。',
        },
        {
          area: 'localStorage',
          storageKey: 'sb-…-auth-token',
          purpose: '您登录期间的会话：其令牌，以及您账户的电子邮件地址、姓名和公司职务。',
          kept: '直至您退出登录，或会话过期且无法续期。',
        },
        {
          area: 'localStorage',
          storageKey: 'sb-…-auth-token-code-verifier',
          purpose: '进行中的登录（确认链接、密码重置、Google、GitHub 或 Twitter）的一次性密钥，用于证明登录是在本浏览器中发起的。',
          kept: '直至该登录完成。',
        },
        { area: 'sessionStorage', storageKey: 'hasSeenIntro', purpose: '您已看过首页开场动画，每次访问只播放一次。', kept: '直至您关闭标签页。' },
        {
          area: 'sessionStorage',
          storageKey: 'sw-update-accepted',
          purpose: '您已接受网站更新，页面将重新加载一次以使用新版本。',
          kept: '直至重新加载，或您关闭标签页。',
        },
        {
          area: 'sessionStorage',
          storageKey: 'carried-email',
          purpose: '页面加载期间您在点击“忘记密码？”之前输入的电子邮件地址，将带入重置表单。',
          kept: '直至重置表单读取它。',
        },
        {
          area: 'IndexedDB',
          storageKey: 'contact-messages › …',
          purpose: '每条联系消息，从您输入第一个字起：您正在联系表单中输入的内容（重新加载或关闭标签页都不会丢失）；在您离线或我们的表单服务无法访问时发送、等待投递的消息；以及被我们的表单服务拒收或已等待7天的消息，连同其内容一起保存，以便您复制、重新发送或忽略。',
          kept: '草稿直至消息发出或表单清空；等待中的消息直至投递成功（7天内未能投递的将被单独保存）；单独保存的消息直至您重新发送或忽略它。',
        },
        {
          area: 'IndexedDB',
          storageKey: 'workbox-background-sync › contact-outbox',
          purpose: '请浏览器在连接恢复时发送等待中的联系消息（后台同步）。消息本身保存在 contact-messages 中。',
          kept: '直至等待中的消息发出。',
        },
        {
          area: 'Cache Storage',
          storageKey: 'workbox-precache-v2-…',
          purpose: '您所用语言的网站页面、脚本、样式、图标和搜索索引，使网站在没有网络时也能打开。不含个人数据。',
          kept: '网站每次更新时替换。',
        },
      ],
    },
    {
      heading: '如何删除',
      paragraphs: [
        '退出登录即可删除您的会话。被标记为未投递的消息在您忽略后即被删除。其余内容可在浏览器设置中清除本网站的数据（通常位于“隐私”“网站数据”或“存储”下）；之后网站将如首次访问时一样运行。',
      ],
    },
    {
      heading: '哪些内容会离开您的设备',
      paragraphs: ['只有您发送的内容：您的登录信息和会话发送给我们的身份验证服务，您的联系消息发送给我们的表单服务。隐私政策说明了这些数据在那里如何处理。'],
    },
  ],
} satisfies PageContent;
